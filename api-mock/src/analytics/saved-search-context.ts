/** A saved search (spec 02 §3) as a dashboard context: its query groups and filters. */
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { SearchItemWire } from '@sl/api-contract/schemas/search';
import type { Store } from '../store/store.ts';

export const propertiesOf = (item: SearchItemWire): ContextProperties => ({
  query: item.query,
  filters: item.filters,
});

/** The saved search's context, or undefined when the profile has no such search. */
export function savedSearchProperties(
  store: Store,
  profileId: number,
  id: number,
): ContextProperties | undefined {
  const item = store.searchItems.findFirst((q) => q.where({ id, business_profile_id: profileId }));
  return item ? propertiesOf(item) : undefined;
}
