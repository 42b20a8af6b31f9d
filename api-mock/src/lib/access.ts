/**
 * Who is calling and on which business profile (spec 01 §4, §6; issue 10 item 3). The caller is
 * resolved once per request by plugins/auth.ts (session, role, or the shared link, looked up
 * there); routes read it from the identity through these functions, which answer with the
 * texts of the error catalogue (api-contract schemas/errors.ts ERROR_TEXTS).
 */
import { ROLES } from '@sl/api-contract/schemas/common';
import { ERROR_TEXTS } from '@sl/api-contract/schemas/errors';
import type { Identity } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { AccountRecord } from '../store/records.ts';
import type { SessionRecord, Store } from '../store/store.ts';

export const FORBIDDEN = ERROR_TEXTS.forbidden;

/** The signed-in caller with their session; 401 for anyone else. */
export function callerOf(identity: Identity): { account: AccountRecord; session: SessionRecord } {
  if (identity.kind !== 'account') throw new HttpError(401, ERROR_TEXTS.signIn);
  return identity;
}

/** The signed-in caller's account; 401 for anyone else. */
export const accountOf = (identity: Identity): AccountRecord => callerOf(identity).account;

/**
 * The business profile a call works on (spec 01 §3, §6): the caller's own unless another is
 * named; only a system admin may name another (403 otherwise), and it must exist (404).
 */
export function profileScope(store: Store, identity: Identity, requested?: number): number {
  const me = accountOf(identity);
  if (requested === undefined || requested === me.business_profile_id) return me.business_profile_id;
  if (me.role !== ROLES.SYS_ADMIN) throw new HttpError(403, ERROR_TEXTS.forbidden);
  if (!store.businessProfiles.findFirst((q) => q.where({ id: requested })))
    throw new HttpError(404, ERROR_TEXTS.businessProfileNotFound);
  return requested;
}
