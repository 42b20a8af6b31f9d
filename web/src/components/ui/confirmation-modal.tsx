import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

export interface ConfirmationModalProps {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** spec 01 §2: default title 'Are you sure?'. */
  title?: string;
  /** spec 01 §2: confirm button 'Confirm'. */
  confirmLabel?: string;
  children?: ReactNode;
  isPending?: boolean;
}

/** spec 01 §2 confirmation modal. */
export function ConfirmationModal({
  isOpen,
  onConfirm,
  onCancel,
  title = 'Are you sure?',
  confirmLabel = 'Confirm',
  children,
  isPending,
}: ConfirmationModalProps) {
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
          <Button onPress={onConfirm} isPending={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
