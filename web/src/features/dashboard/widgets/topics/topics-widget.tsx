/** spec 02 §1 topics, with the topics.csv twin (spec 02 §7). */
import { dashboard } from '@sl/api-contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { Chart } from '#/components/charts/chart.tsx';
import { topicsQueryOptions } from '../../api/get-topics.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { CsvButton } from '../csv-button.tsx';
import { WidgetCard } from '../widget-card.tsx';
import { buildTopicsChartOptions, TOPICS_LIMIT } from './build-topics-chart-options.ts';

export function TopicsWidget({ env }: { env: WidgetEnv }) {
  const body = { ...env.body, limit: TOPICS_LIMIT, sort: 'count' as const, kind: 'status' as const };
  const query = useQuery(topicsQueryOptions(body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="topics"
      title="Topics"
      query={query}
      emptyReason={(d) =>
        d.totalPosts === 0
          ? noPostsReason(env)
          : d.topics.length === 0
            ? 'No post mentions a topic in this time range.'
            : null
      }
      actions={<CsvButton endpoint={dashboard.dashboardTopicsCsv} body={body} title="Topics" env={env} />}
    >
      {(data) => <Chart label="Posts per topic" options={buildTopicsChartOptions(data)} />}
    </WidgetCard>
  );
}
