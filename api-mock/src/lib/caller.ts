/** The signed-in caller of a session route, and the business profile a request may act on. */
import { ROLES } from '@sl/api-contract/schemas/common';
import type { Identity } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { AccountRecord } from '../store/records.ts';
import type { SessionRecord } from '../store/store.ts';

export const FORBIDDEN = 'You are not allowed to do this.';

export function callerOf(identity: Identity): { account: AccountRecord; session: SessionRecord } {
  if (identity.kind !== 'account') throw new HttpError(401, 'Please sign in.');
  return identity;
}

/**
 * spec 01 §6: a system admin may act on any business profile; everyone else only on their own,
 * and naming another is refused.
 */
export function profileScope(me: AccountRecord, requested: number | undefined): number {
  if (requested === undefined || requested === me.business_profile_id) return me.business_profile_id;
  if (me.role === ROLES.SYS_ADMIN) return requested;
  throw new HttpError(403, FORBIDDEN);
}
