/** The keyword cloud widget (spec 02 §7): posts per keyword, paged (7 a page by default). */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { run } from '../dashboard-query.ts';
import { keywordCounts } from '../figures.ts';
import { handles, pageOf } from './widget.ts';

export default [
  handles(d.dashboardKeywordCloud, ({ store, query, body }) => {
    const all = keywordCounts(run({ store }, query).sel, store.index);
    // The contract's paging defaults apply (spec 02 §7: 7 keywords a page).
    const { page, per_page: perPage } = body;
    return {
      page,
      per_page: perPage,
      total_keywords: all.length,
      keywords: pageOf(all, page, perPage).map((k) => ({
        keyword: k.term,
        count: k.count,
        positive: k.positive,
        neutral: k.neutral,
        negative: k.negative,
      })),
    };
  }),
];
