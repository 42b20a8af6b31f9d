/**
 * POST /v1/dashboard_selector, a read via POST (spec 02 §7): contexts, categories and sections of
 * the context selector (spec 02 §2), at most 3 selected, coloured in selection order (§5).
 */
import { dashboardConfig as ep } from '@sl/api-contract/endpoints';
import { SELECTOR_SECTIONS, type SelectorSection } from '@sl/api-contract/schemas/dashboard-config';
import type { FastifyInstance } from 'fastify';
import { dashboardContexts } from '../../analytics/dashboard-contexts.ts';
import { accountOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

/** spec 02 §2: the section headings of the search sidebar. */
const LABELS: Record<SelectorSection, string> = {
  brands: 'BRAND SEARCHES',
  my_searches: 'MY SEARCHES',
  team_searches: 'TEAM SEARCHES',
};

export default async function dashboardSelectorRoutes(app: FastifyInstance, ctx: MockContext) {
  const { store } = ctx;
  contractRoute(app, ctx, ep.dashboardSelector, ({ body, identity }) => {
    const account = accountOf(identity);
    const all = dashboardContexts(store, account);
    const selected = body.context_ids ?? all.slice(0, 1).map((c) => c.id);
    const unknown = selected.filter((id) => !all.some((c) => c.id === id));
    if (unknown.length) {
      const message = `Unknown context: ${unknown.join(', ')}.`;
      throw new HttpError(422, message, { context_ids: [message] });
    }
    const profile = store.businessProfiles.findFirst((q) => q.where({ id: account.business_profile_id }));
    const image: Record<SelectorSection, string | null> = {
      brands: profile?.logo_url ?? null,
      my_searches: account.avatar_url,
      team_searches: null,
    };
    return {
      contexts: dashboardContexts(store, account, selected),
      categories: SELECTOR_SECTIONS.map((section) => ({
        label: LABELS[section],
        image: image[section],
        section,
      })),
      sections: [...SELECTOR_SECTIONS],
      selected_context_ids: selected,
      compare_mode: selected.length > 1,
    };
  });
}
