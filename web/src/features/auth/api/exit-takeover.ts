/**
 * spec 01 §4 take-over exit: DELETE /v1/admin/accounts/takeover answers the system admin's own
 * session; then the user is cleared and revalidated (start-up validation runs again).
 */
import { admin } from '@sl/api-contract/endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { currentUser } from '#/lib/session.ts';
import { restoreSession } from './restore-session.ts';

export async function exitTakeover() {
  const session = await apiClient.call(admin.adminTakeoverRelease);
  apiClient.storeSession(session);
  currentUser.set(null);
  queryClient.clear();
  return restoreSession();
}

export const useExitTakeover = () => useMutation({ mutationFn: exitTakeover });
