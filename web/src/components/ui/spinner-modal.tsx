import { Modal } from './modal.tsx';
import { Spinner } from './spinner.tsx';

/** spec 01 §2 spinner modal: 'Operation in progress...', which the user cannot dismiss. */
export function SpinnerModal({
  isOpen,
  title = 'Operation in progress...',
}: {
  isOpen: boolean;
  title?: string;
}) {
  return (
    <Modal title={title} isOpen={isOpen} isDismissable={false}>
      <div className="spinner-modal__body">
        <Spinner size="large" label={title} />
      </div>
    </Modal>
  );
}
