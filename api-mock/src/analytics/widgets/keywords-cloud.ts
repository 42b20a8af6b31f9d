/** The keyword cloud widget (spec 02 §7): posts per keyword, paged (7 a page by default). */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { PAGE_SIZES } from '@sl/api-contract/schemas/paging';
import { run } from '../dashboard-query.ts';
import { keywordCounts } from '../figures.ts';
import { handles, pageOf } from './widget.ts';

export default [
  handles(d.dashboardKeywordCloud, ({ store, query, body }) => {
    const all = keywordCounts(run({ store }, query).sel, store.index);
    const page = body.page ?? 1;
    const perPage = body.per_page ?? PAGE_SIZES.keywords;
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
