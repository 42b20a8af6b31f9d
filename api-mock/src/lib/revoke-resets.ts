/** issue 16 #4: a new password-reset link revokes the account's older, unused ones. */
import type { Store } from '../store/store.ts';

export async function revokeResets(
  resets: Store['collections']['passwordResets'],
  accountId: number,
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  await resets.updateMany((q) => q.where({ account_id: accountId, used_at: (u) => u === null }), {
    data(r) {
      r.used_at = at;
    },
  });
}
