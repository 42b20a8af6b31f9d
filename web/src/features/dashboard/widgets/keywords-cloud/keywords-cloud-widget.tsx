/**
 * spec 02 §1 keyword cloud: the most frequent words without stopwords, 7 per page. spec 02 §3
 * `selectedSentiments` narrows the posts read, `search` the words drawn; each word opens the
 * posts that mention it (spec 02 §7 Feeds).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PlainButton } from '#/components/ui/button.tsx';
import { Pager } from '#/components/ui/pager.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { keywordCloudQueryOptions } from '../../api/get-keyword-cloud.ts';
import { matchingSearch } from '../../utils/widget-config.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { keywordCloudRequest } from '../../utils/widget-requests.ts';
import { pageCount } from '../demographics/build-demographics-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetMessage } from '../widget-message.tsx';
import { selectedSentimentsChecklist, WidgetSettings } from '../widget-settings.tsx';
import { buildKeywordCloud, KEYWORDS_PER_PAGE, keywordDrill } from './build-keyword-cloud.ts';

export function KeywordsCloudWidget({ env }: { env: WidgetEnv }) {
  const [page, setPage] = useState(1);
  const { selectedSentiments, search } = env.config;
  const body = keywordCloudRequest(env.body, env.config, page);
  const query = useQuery({
    ...keywordCloudQueryOptions(
      body ?? { ...env.body, page, perPage: KEYWORDS_PER_PAGE },
      env.sharedLinkCode,
    ),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
  const settings = (
    <WidgetSettings
      title="Keyword cloud"
      search={{
        label: 'Show words containing',
        value: search ?? '',
        onChange: (text) => env.setConfig({ search: text }),
      }}
      checklists={[
        selectedSentimentsChecklist(selectedSentiments, (sentiments) => {
          setPage(1);
          env.setConfig({ selectedSentiments: sentiments });
        }),
      ]}
    />
  );
  if (body === null)
    return (
      <WidgetMessage
        id="keywords-cloud"
        title="Keyword cloud"
        settings={settings}
        message="The sentiments chosen in the settings leave no post of this context."
      />
    );
  return (
    <WidgetCard
      id="keywords-cloud"
      title="Keyword cloud"
      query={query}
      emptyReason={(d) => (d.totalKeywords === 0 ? noPostsReason(env) : null)}
      settings={settings}
    >
      {(data) => {
        const words = matchingSearch(buildKeywordCloud(data), (w) => w.keyword, search);
        const drill = keywordDrill(env, 'keywords-cloud');
        return (
          <>
            {words.length === 0 ? (
              <p className="widget__note">No keyword on this page contains “{search}”.</p>
            ) : (
              <ul className="keyword-cloud" aria-label="Keywords by number of posts">
                {words.map((w) => (
                  <li
                    key={w.keyword}
                    className={`keyword-cloud__word keyword-cloud__word--${w.weight} keyword-cloud__word--${w.tone}`}
                  >
                    {drill ? (
                      <PlainButton
                        className="keyword-cloud__button"
                        aria-label={`${w.keyword}: ${formatCount(w.count)} posts, open them`}
                        onPress={() => drill(w.keyword)}
                      >
                        {w.keyword} <span className="keyword-cloud__count">{formatCount(w.count)}</span>
                      </PlainButton>
                    ) : (
                      <>
                        {w.keyword} <span className="keyword-cloud__count">{formatCount(w.count)}</span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Pager
              label="Pages of keywords"
              page={data.page}
              pages={pageCount(data.totalKeywords, data.perPage)}
              onChange={setPage}
            />
          </>
        );
      }}
    </WidgetCard>
  );
}
