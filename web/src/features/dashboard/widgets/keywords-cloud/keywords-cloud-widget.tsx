/** spec 02 §1 keyword cloud: the most frequent words without stopwords, 7 per page. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '#/components/ui/pager.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { keywordCloudQueryOptions } from '../../api/get-keyword-cloud.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { pageCount } from '../demographics/build-demographics-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { buildKeywordCloud, KEYWORDS_PER_PAGE } from './build-keyword-cloud.ts';

export function KeywordsCloudWidget({ env }: { env: WidgetEnv }) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...keywordCloudQueryOptions({ ...env.body, page, perPage: KEYWORDS_PER_PAGE }, env.sharedLinkCode),
    placeholderData: keepPreviousData,
  });
  return (
    <WidgetCard
      id="keywords-cloud"
      title="Keyword cloud"
      query={query}
      emptyReason={(d) => (d.totalKeywords === 0 ? noPostsReason(env) : null)}
    >
      {(data) => (
        <>
          <ul className="keyword-cloud" aria-label="Keywords by number of posts">
            {buildKeywordCloud(data).map((w) => (
              <li
                key={w.keyword}
                className={`keyword-cloud__word keyword-cloud__word--${w.weight} keyword-cloud__word--${w.tone}`}
              >
                {w.keyword} <span className="keyword-cloud__count">{formatCount(w.count)}</span>
              </li>
            ))}
          </ul>
          <Pager
            label="Pages of keywords"
            page={data.page}
            pages={pageCount(data.totalKeywords, data.perPage)}
            onChange={setPage}
          />
        </>
      )}
    </WidgetCard>
  );
}
