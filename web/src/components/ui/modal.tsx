/**
 * react-aria modal dialog, wrapped once: overlay, dialog, heading, body and a footer of buttons.
 *
 * The overlay's code (modal-overlay.tsx: react-aria's modal, dialog and focus scope) is fetched
 * when a modal first opens, not with the screen (issue 17, decision record 013, fifth pass).
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from './button.tsx';

const ModalOverlayDialog = lazy(() => import('./modal-overlay.tsx'));

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

export function Modal(props: ModalProps) {
  // Mounted from its first opening on, so it closes as react-aria closes it (focus restored).
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalOverlayDialog {...props} />
    </Suspense>
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
