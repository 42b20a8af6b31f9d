/**
 * spec 02 §1 trending keywords. spec 02 §3 `search` narrows the terms drawn; a bar opens the
 * posts that mention its term in its range (spec 02 §7 Feeds).
 */
import { useQuery } from '@tanstack/react-query';
import { trendingKeywordsQueryOptions } from '../../api/get-trending-keywords.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { WidgetSettings } from '../widget-settings.tsx';
import {
  buildTrendingChartOptions,
  TRENDING_TERMS,
  trendingBarDrill,
  trendingWithSearch,
} from './build-trending-chart-options.ts';

export function TrendingKeywordsWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(
    trendingKeywordsQueryOptions({ ...env.body, tkwNumSigTerms: TRENDING_TERMS }, env.sharedLinkCode),
  );
  const { search } = env.config;
  return (
    <WidgetCard
      id="trending-keywords"
      title="Trending keywords"
      query={query}
      emptyReason={(d) =>
        d.totalCurrent === 0
          ? noPostsReason(env)
          : d.terms.length === 0
            ? 'No keyword stands out against the period before.'
            : trendingWithSearch(d, search).terms.length === 0
              ? `No trending keyword contains “${search}”.`
              : null
      }
      settings={
        <WidgetSettings
          title="Trending keywords"
          search={{
            label: 'Show keywords containing',
            value: search ?? '',
            onChange: (text) => env.setConfig({ search: text }),
          }}
        />
      }
    >
      {(data) => {
        const shown = trendingWithSearch(data, search);
        return (
          <WidgetChart
            label="Trending keywords"
            options={buildTrendingChartOptions(shown, 'keyword')}
            onPointClick={trendingBarDrill(env, 'trending-keywords', (i) => {
              const term = shown.terms[i]?.term;
              return term === undefined
                ? undefined
                : { title: `Posts mentioning “${term}”`, term: { keyword: term } };
            })}
          />
        );
      }}
    </WidgetCard>
  );
}
