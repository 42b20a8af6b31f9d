/**
 * Records of the store's collections (issue 10 item 3): ids, a record of the caller's business
 * profile (404 otherwise: another profile's records do not exist for this caller), update and
 * delete.
 */
import type { Collection } from '@msw/data';
import { humanize, notFoundText } from '@sl/api-contract/schemas/errors';
import type { z } from 'zod';
import { HttpError } from '../plugins/errors.ts';

/** The next id of a collection: one above the highest stored (ids stay small and readable). */
export function nextId(records: readonly { id: number }[]): number {
  let max = 0;
  for (const r of records) if (r.id > max) max = r.id;
  return max + 1;
}

// biome-ignore lint/suspicious/noExplicitAny: any collection whose records carry a numeric id
type AnyCollection = Collection<any>;
// biome-ignore lint/suspicious/noExplicitAny: the query of any collection
type Query = { where(p: Record<string, unknown>): any };
type RecordOf<C> = C extends Collection<infer S extends z.ZodType> ? z.output<S> : never;

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
  if (!r || r.business_profile_id !== businessProfileId) throw new HttpError(404, notFoundText(what));
  return r;
}

/**
 * issue 16 #8: ids a write names in its body (team, account, label, saved search, filter …)
 * must be records of the business profile the write works on; another profile's ids are
 * refused like unknown ones, so the answer tells nothing about other tenants. `accept` narrows
 * further (an active account, a search the caller sees). The answer is 400 `{Field} Wrong
 * value!` with the field's error (spec 01 §5), unless the route's own text and status are given.
 * Returns the distinct ids, in order.
 */
export function assertIdsInProfile<C extends AnyCollection>(
  collection: C,
  ids: readonly number[],
  businessProfileId: number,
  field: string,
  options: { accept?: (record: RecordOf<C>) => boolean; status?: number; message?: string } = {},
): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const known = new Set<number>();
  for (const r of collection.all() as (RecordOf<C> & { id: number; business_profile_id: number })[]) {
    if (r.business_profile_id === businessProfileId && (!options.accept || options.accept(r)))
      known.add(r.id);
  }
  if (unique.some((id) => !known.has(id))) {
    const fieldError = options.message ?? 'Wrong value!';
    const message = options.message ?? `${humanize(field)} ${fieldError}`;
    throw new HttpError(options.status ?? 400, message, { [field]: [fieldError] });
  }
  return unique;
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
