/**
 * What every write of the settings and admin screens does when it settles (issue 14: "a success
 * toast on every write"; spec 01 §8: a failure shows the server's message, else the generic one):
 * close the dialog, then one toast. One owner, so the screens stop repeating the same two callbacks.
 */
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from './read-form-error.ts';

export function toastOutcome(success: string, settle: () => void = () => {}) {
  return {
    onSuccess: () => {
      settle();
      showToast(success, 'success');
    },
    onError: (error: unknown) => {
      settle();
      showToast(readFormError(error).join(' '));
    },
  };
}
