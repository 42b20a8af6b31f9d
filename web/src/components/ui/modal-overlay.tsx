/**
 * The modal itself (react-aria ModalOverlay, Modal, Dialog): fetched when a modal first opens, by
 * modal.tsx (issue 17, decision record 013, fifth pass: no screen needs it before).
 */
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import type { ModalProps } from './modal.tsx';

export default function ModalOverlayDialog({
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
