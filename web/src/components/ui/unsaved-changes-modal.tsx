import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface UnsavedChangesModalProps {
  isOpen: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onSave: () => void;
  title?: string;
}

/** spec 01 §2 unsaved-changes modal: Cancel, Don't save, Save. */
export function UnsavedChangesModal({
  isOpen,
  onCancel,
  onDiscard,
  onSave,
  title = 'You have unsaved changes',
}: UnsavedChangesModalProps) {
  return (
    <Modal
      title={title}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button variant="secondary" onPress={onDiscard}>
            Don't save
          </Button>
          <Button onPress={onSave}>Save</Button>
        </>
      }
    >
      Do you want to save your changes before leaving?
    </Modal>
  );
}
