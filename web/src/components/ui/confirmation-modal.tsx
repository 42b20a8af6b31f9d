import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { QuestionModal } from './modal.tsx';

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
  onConfirm,
  title = 'Are you sure?',
  confirmLabel = 'Confirm',
  isPending,
  ...props
}: ConfirmationModalProps) {
  return (
    <QuestionModal
      {...props}
      title={title}
      actions={
        <Button onPress={onConfirm} isPending={isPending}>
          {confirmLabel}
        </Button>
      }
    />
  );
}
