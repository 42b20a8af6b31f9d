/**
 * Trending labels (widget trending-label), with the trending_labels.csv twin. A label is a row of
 * the topics widget, so a bar opens the posts of that topic (the feed's `topic`, by the row's id)
 * in its range or the range before (spec 02 §7 Feeds).
 */
import { dashboard } from '@sl/api-contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { trendingLabelsQueryOptions } from '../../api/get-trending-labels.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { CsvButton } from '../csv-button.tsx';
import {
  buildTrendingChartOptions,
  TRENDING_TERMS,
  trendingBarDrill,
  trendingWithSearch,
} from '../trending-keywords/build-trending-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { WidgetSettings } from '../widget-settings.tsx';

export function TrendingLabelWidget({ env }: { env: WidgetEnv }) {
  const body = { ...env.body, tkwNumSigTerms: TRENDING_TERMS };
  const query = useQuery(trendingLabelsQueryOptions(body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="trending-label"
      title="Trending labels"
      query={query}
      emptyReason={(d) =>
        d.totalCurrent === 0
          ? noPostsReason(env)
          : d.terms.length === 0
            ? 'No label stands out against the period before.'
            : trendingWithSearch(d, env.config.search).terms.length === 0
              ? `No trending label contains “${env.config.search}”.`
              : null
      }
      settings={
        <WidgetSettings
          title="Trending labels"
          search={{
            label: 'Show labels containing',
            value: env.config.search ?? '',
            onChange: (text) => env.setConfig({ search: text }),
          }}
        />
      }
      actions={
        <CsvButton
          endpoint={dashboard.dashboardTrendingLabelsCsv}
          body={body}
          title="Trending labels"
          env={env}
        />
      }
    >
      {(data) => {
        const shown = trendingWithSearch(data, env.config.search);
        return (
          <WidgetChart
            label="Trending labels"
            options={buildTrendingChartOptions(shown, 'label')}
            onPointClick={trendingBarDrill(env, 'trending-label', (i) => {
              const label = shown.terms[i];
              return label && { title: `Posts about “${label.term}”`, term: { topic: label.id } };
            })}
          />
        );
      }}
    </WidgetCard>
  );
}
