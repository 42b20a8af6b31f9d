/**
 * spec 02 §1 topics, with the topics.csv twin (spec 02 §7); a bar segment opens the posts of
 * its topic and sentiment (spec 02 §7 Feeds).
 */
import { dashboard } from '@sl/api-contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { topicsQueryOptions } from '../../api/get-topics.ts';
import { TOPIC_SORT_OPTIONS, withDisabledDatasets } from '../../utils/widget-config.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { topicsRequest } from '../../utils/widget-requests.ts';
import { CsvButton } from '../csv-button.tsx';
import { termBarDrill } from '../sentiment-bars.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { sentimentDatasetsChecklist, WidgetSettings } from '../widget-settings.tsx';
import { buildTopicsChartOptions } from './build-topics-chart-options.ts';

export function TopicsWidget({ env }: { env: WidgetEnv }) {
  // spec 02 §3 `activeMode`: the order the API sorts the topics in (spec 02 §7 topics `sort`).
  const body = topicsRequest(env.body, env.config);
  const { sort } = body;
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
      settings={
        <WidgetSettings
          title="Topics"
          choice={{
            label: 'Order',
            options: TOPIC_SORT_OPTIONS,
            value: sort,
            onChange: (activeMode) => env.setConfig({ activeMode }),
          }}
          checklists={[
            sentimentDatasetsChecklist(env.config.disabledDatasets, (disabledDatasets) =>
              env.setConfig({ disabledDatasets }),
            ),
          ]}
        />
      }
    >
      {(data) => (
        <WidgetChart
          label="Posts per topic"
          options={withDisabledDatasets(buildTopicsChartOptions(data), env.config.disabledDatasets)}
          onPointClick={termBarDrill(env, 'topics', (i) => {
            const topic = data.topics[i];
            return topic && { name: topic.name, term: { topic: topic.id } };
          })}
        />
      )}
    </WidgetCard>
  );
}
