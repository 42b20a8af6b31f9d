/**
 * The dashboard contexts a caller may pick (spec 02 §2 "Dashboard context selector", §3 context):
 * the brand searches of the caller's business profile, the caller's own ("my") searches and the
 * searches of the caller's teams, in the selector's section order, pinned first, then by name
 * (spec 02 §2 search sidebar order).
 */
import { CONTEXT_COLORS } from '@sl/api-contract/schemas/common';
import {
  type DashboardContextWire,
  SELECTOR_SECTIONS,
  type SelectorSection,
} from '@sl/api-contract/schemas/dashboard-config';
import type { SearchItemWire } from '@sl/api-contract/schemas/search';
import type { AccountRecord } from '../store/records.ts';
import type { Store } from '../store/store.ts';
import { propertiesOf } from './saved-search-context.ts';

const SECTION_OF = { brand: 'brands', my: 'my_searches', team: 'team_searches' } as const;
const TYPE_OF = { brand: 'brand', my: 'account', team: 'team' } as const;

export function visibleSearches(store: Store, account: AccountRecord): SearchItemWire[] {
  return store.searchItems
    .findMany((q) => q.where({ business_profile_id: account.business_profile_id }))
    .filter(
      (s) =>
        s.category === 'brand' ||
        (s.category === 'my' && s.owner_account_id === account.id) ||
        (s.category === 'team' && s.team_id !== null && account.team_ids.includes(s.team_id)),
    );
}

/** Every context the caller may select; `selected` (ids, in order) get the colours in order. */
export function dashboardContexts(
  store: Store,
  account: AccountRecord,
  selected: readonly number[] = [],
): DashboardContextWire[] {
  const order = (s: SearchItemWire) => SELECTOR_SECTIONS.indexOf(SECTION_OF[s.category]);
  return visibleSearches(store, account)
    .sort(
      (a, b) =>
        order(a) - order(b) ||
        Number(b.pinned) - Number(a.pinned) ||
        a.name.localeCompare(b.name) ||
        a.id - b.id,
    )
    .map((s) => {
      const at = selected.indexOf(s.id);
      return {
        id: s.id,
        title: s.name,
        context_id: s.id,
        context_type: TYPE_OF[s.category],
        section: SECTION_OF[s.category] as SelectorSection,
        properties: propertiesOf(s),
        feed_cursor: null,
        color: at === -1 ? null : CONTEXT_COLORS[at],
      };
    });
}
