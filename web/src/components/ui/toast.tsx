/**
 * Toasts (spec 01 §8: 'Something went wrong' and the notification failures), react-aria's toast
 * region wrapped once. Code anywhere calls `showToast`; the region is mounted by the root layout.
 *
 * The region's code (toast-region.tsx) is fetched with the first toast, not with the screen
 * (decision record 013, fifth pass); react-aria renders the region only while a toast is shown.
 */
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export interface ToastContentValue {
  message: string;
  tone: 'error' | 'success' | 'info';
}

export const toastQueue = new ToastQueue<ToastContentValue>({ maxVisibleToasts: 3 });

const TIMEOUT_MS = 6000;

export function showToast(message: string, tone: ToastContentValue['tone'] = 'error'): void {
  toastQueue.add({ message, tone }, { timeout: TIMEOUT_MS });
}

const ToastRegion = lazy(() => import('./toast-region.tsx'));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const anyShown = () => toastQueue.visibleToasts.length > 0;

export function Toasts() {
  const shown = useSyncExternalStore(subscribe, anyShown, anyShown);
  // Mounted from the first toast on, so each later toast shows at once.
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
