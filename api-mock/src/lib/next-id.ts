/** The next id of a collection: one above the highest stored (ids are never reused while stored). */
export function nextId(records: readonly { id: number }[]): number {
  let max = 0;
  for (const r of records) if (r.id > max) max = r.id;
  return max + 1;
}
