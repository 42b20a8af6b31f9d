/**
 * Small helpers the content routes share: the signed-in account, the next id of a collection,
 * and a record of the caller's business profile (404 otherwise: another profile's records do not
 * exist for this caller).
 */
import type { Collection } from '@msw/data';
import type { z } from 'zod';
import type { Identity } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { AccountRecord } from '../store/records.ts';

export function accountOf(identity: Identity): AccountRecord {
  if (identity.kind !== 'account') throw new HttpError(401, 'Please sign in.');
  return identity.account;
}

// biome-ignore lint/suspicious/noExplicitAny: any collection whose records carry a numeric id
type AnyCollection = Collection<any>;
// biome-ignore lint/suspicious/noExplicitAny: the query of any collection
type Query = { where(p: Record<string, unknown>): any };
type RecordOf<C> = C extends Collection<infer S extends z.ZodType> ? z.output<S> : never;

export function nextId(collection: AnyCollection): number {
  let max = 0;
  for (const r of collection.all() as { id: number }[]) if (r.id > max) max = r.id;
  return max + 1;
}

export function findById<C extends AnyCollection>(collection: C, id: number): RecordOf<C> | undefined {
  return (collection.all() as RecordOf<C>[]).find((r) => (r as { id: number }).id === id);
}

/** A record of the given business profile, or 404 with `{what} not found.` */
export function findInProfile<C extends AnyCollection>(
  collection: C,
  id: number,
  businessProfileId: number,
  what: string,
): RecordOf<C> {
  const r = findById(collection, id) as (RecordOf<C> & { business_profile_id: number }) | undefined;
  if (!r || r.business_profile_id !== businessProfileId) throw new HttpError(404, `${what} not found.`);
  return r;
}

/** Admins act on their own profile; a system admin may name another (spec 02 §6). */
export function profileFor(account: AccountRecord, requested: number | undefined): number {
  if (requested === undefined || requested === account.business_profile_id)
    return account.business_profile_id;
  if (account.role === 0) return requested;
  throw new HttpError(403, 'You are not allowed to do this.');
}

/** Applies changes to a record and returns the stored result. */
export async function updateRecord<C extends AnyCollection>(
  collection: C,
  record: RecordOf<C>,
  change: (draft: RecordOf<C>) => void,
): Promise<RecordOf<C>> {
  const id = (record as { id: number }).id;
  const updated = await collection.update((q: Query) => q.where({ id }), { data: change });
  if (!updated) throw new HttpError(404, 'Record not found.');
  return updated as RecordOf<C>;
}

export function deleteRecord(collection: AnyCollection, record: { id: number }): void {
  collection.delete((q: Query) => q.where({ id: record.id }));
}
