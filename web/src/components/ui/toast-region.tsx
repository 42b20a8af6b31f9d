/**
 * The toast region itself (react-aria's ToastRegion and Toast: a landmark with its focus
 * handling): fetched with the first toast by toast.tsx (decision record 013, fifth pass). React
 * Aria renders the region only while a toast is shown, so nothing on screen changes before that.
 */
import {
  Button as AriaButton,
  UNSTABLE_Toast as AriaToast,
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { toastQueue } from './toast.tsx';

export default function ToastRegionWithToasts() {
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
