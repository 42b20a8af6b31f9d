/**
 * Which business profile a settings call works on: the caller's own, or, for a system admin
 * only, the one named by `business_profile_id` (spec 01 §3 roles: a system admin works across
 * business profiles; everyone else sees their own).
 */
import { ROLES } from '@sl/api-contract/schemas/common';
import type { Identity } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { AccountRecord } from '../store/records.ts';
import type { Store } from '../store/store.ts';

export function accountOf(identity: Identity): AccountRecord {
  if (identity.kind !== 'account') throw new HttpError(401, 'Please sign in.');
  return identity.account;
}

export function profileScope(store: Store, identity: Identity, requested?: number): number {
  const account = accountOf(identity);
  if (requested === undefined || requested === account.business_profile_id)
    return account.business_profile_id;
  if (account.role !== ROLES.SYS_ADMIN) throw new HttpError(403, 'You are not allowed to do this.');
  if (!store.businessProfiles.findFirst((q) => q.where({ id: requested }))) {
    throw new HttpError(404, 'Business profile not found.');
  }
  return requested;
}

/** The next id of a collection (max + 1), so ids stay small and readable. */
export const nextId = (records: readonly { id: number }[]): number =>
  records.reduce((max, r) => Math.max(max, r.id), 0) + 1;
