/** A saved search (spec 02 §3) as a dashboard context: its query groups and filters. */
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { SearchItemWire } from '@sl/api-contract/schemas/search';
import { HttpError } from '../plugins/errors.ts';
import type { Store } from '../store/store.ts';

export const propertiesOf = (item: SearchItemWire): ContextProperties => ({
  query: item.query,
  filters: item.filters,
});

export function savedSearchProperties(store: Store, profileId: number, id: number): ContextProperties {
  const item = store.searchItems.findFirst((q) => q.where({ id, business_profile_id: profileId }));
  if (!item) throw new HttpError(404, 'Saved search not found.');
  return propertiesOf(item);
}
