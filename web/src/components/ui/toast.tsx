/**
 * Toasts (spec 01 §8: 'Something went wrong' and the notification failures), react-aria's toast
 * region wrapped once. Code anywhere calls `showToast`; the region is mounted by the root layout.
 */
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';

export interface ToastContentValue {
  message: string;
  tone: 'error' | 'success' | 'info';
}

export const toastQueue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });

const TIMEOUT_MS = 6000;

export function showToast(message: string, tone: ToastContentValue['tone'] = 'error'): void {
  toastQueue.add({ message, tone }, { timeout: TIMEOUT_MS });
}

export function Toasts() {
  return (
    <ToastRegion queue={toastQueue} className="toast-region">
      {({ toast }) => (
        <AriaToast toast={toast} className={`toast toast--${toast.content.tone}`}>
          <ToastContent className="toast__content">
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <AriaButton slot="close" className="toast__close" aria-label="Close">
            ×
          </AriaButton>
        </AriaToast>
      )}
    </ToastRegion>
  );
}
