/** The keyword cloud widget (spec 02 §7): posts per keyword, paged (7 a page by default). */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { textTallyOf } from '../dashboard-query.ts';
import { keywordRanking } from '../figures.ts';
import { mutedKeywordsOf } from '../muted-keywords.ts';
import { handles, pageOf } from './widget.ts';

export default [
  handles(d.dashboardKeywordCloud, ({ store, query, body }) => {
    // spec 02 §5, §7: the profile's muted keywords do not count.
    const ranking = keywordRanking(
      textTallyOf(store.index, query),
      store.index,
      mutedKeywordsOf(store, query.profileId),
    );
    // The contract's paging defaults apply (spec 02 §7: 7 keywords a page). Only the keywords
    // up to this page are ranked (issue 17: a selection holds thousands).
    const { page, per_page: perPage } = body;
    return {
      page,
      per_page: perPage,
      total_keywords: ranking.total,
      keywords: pageOf(ranking.top(page * perPage), page, perPage).map((k) => ({
        keyword: k.term,
        count: k.count,
        positive: k.positive,
        neutral: k.neutral,
        negative: k.negative,
      })),
    };
  }),
];
