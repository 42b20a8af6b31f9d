/** react-aria modal dialog, wrapped once: overlay, dialog, heading, body and a footer of buttons. */
import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** False for modals the user must answer (spinner, unsaved changes). */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children?: ReactNode;
  footer?: ReactNode;
  /** 'panel': a side panel along the right edge, for content read next to the page (drill-down). */
  size?: 'small' | 'medium' | 'panel';
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
