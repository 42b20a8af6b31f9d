import { Button } from './button.tsx';
import { QuestionModal } from './modal.tsx';

export interface UnsavedChangesModalProps {
  isOpen: boolean;
  onCancel: () => void;
  onDiscard: () => void;
  onSave: () => void;
  title?: string;
}

/** spec 01 §2 unsaved-changes modal: Cancel, Don't save, Save. */
export function UnsavedChangesModal({
  onDiscard,
  onSave,
  title = 'You have unsaved changes',
  ...props
}: UnsavedChangesModalProps) {
  return (
    <QuestionModal
      {...props}
      title={title}
      actions={
        <>
          <Button variant="secondary" onPress={onDiscard}>
            Don't save
          </Button>
          <Button onPress={onSave}>Save</Button>
        </>
      }
    >
      Do you want to save your changes before leaving?
    </QuestionModal>
  );
}
