/** react-aria modal dialog, wrapped once: overlay, dialog, heading, body and a footer of buttons. */
import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { Button } from './button.tsx';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** False for modals the user must answer (spinner, unsaved changes). */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
  footer?: ReactNode;
  /**
   * 'panel': a side panel along the right edge, for content read next to the page (drill-down).
   * 'large': a work area of several columns (the reply-templates modal); its feature styles it.
   */
  size?: 'small' | 'medium' | 'panel' | 'large';
}

export function Modal({
  title,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  children,
  footer,
  size = 'small',
}: ModalProps) {
  return (
    <ModalOverlay
      className={size === 'panel' ? 'modal-overlay modal-overlay--panel' : 'modal-overlay'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <AriaModal className={`modal modal--${size}`}>
        <Dialog className="modal__dialog" role={role}>
          <Heading slot="title" className="modal__title">
            {title}
          </Heading>
          {children && <div className="modal__body">{children}</div>}
          {footer && <div className="modal__footer">{footer}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface QuestionModalProps {
  title: string;
  isOpen: boolean;
  /** Cancel, Escape and a click outside all cancel. */
  onCancel: () => void;
  /** The answers after Cancel, in order (the last is the primary one). */
  actions: ReactNode;
  children?: ReactNode;
}

/**
 * spec 01 §2 shared modals that ask the user something (confirmation, unsaved changes): an alert
 * dialog with Cancel first; closing it in any way cancels.
 */
export function QuestionModal({ title, isOpen, onCancel, actions, children }: QuestionModalProps) {
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
          {actions}
        </>
      }
    >
      {children}
    </Modal>
  );
}
