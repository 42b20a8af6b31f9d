/**
 * spec 01 §7: DELETE /v1/session, then the legacy logout on the host base. Local state is cleared
 * whatever the server answers: the user asked to leave. Concurrent calls share one run.
 */
import { session } from '@sl/api-contract/endpoints';
import { apiClient } from '#/lib/api-client.ts';
import { queryClient } from '#/lib/query-client.ts';
import { currentUser } from '#/lib/session.ts';

let pending: Promise<void> | null = null;

async function run(): Promise<void> {
  await apiClient.call(session.deleteSession).catch(() => undefined);
  await apiClient.call(session.hostLogout).catch(() => undefined);
  apiClient.clearSession();
  currentUser.set(null);
  queryClient.clear();
}

export function signOut(): Promise<void> {
  pending ??= run().finally(() => {
    pending = null;
  });
  return pending;
}
