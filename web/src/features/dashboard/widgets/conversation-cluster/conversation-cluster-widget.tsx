/** Conversation clusters (widget conversation-cluster): clusters with their keywords. */
import { useQuery } from '@tanstack/react-query';
import { Chart } from '#/components/charts/chart.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { conversationClustersQueryOptions } from '../../api/get-conversation-clusters.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { WidgetCard } from '../widget-card.tsx';
import {
  buildConversationClusterChartOptions,
  clusterLabel,
} from './build-conversation-cluster-chart-options.ts';

export function ConversationClusterWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(conversationClustersQueryOptions(env.body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="conversation-cluster"
      title="Conversation clusters"
      query={query}
      emptyReason={(d) =>
        d.total === 0
          ? noPostsReason(env)
          : d.clusters.length === 0
            ? 'No conversation cluster formed in this time range.'
            : null
      }
    >
      {(data) => (
        <>
          <Chart
            label="Posts per conversation cluster"
            options={buildConversationClusterChartOptions(data)}
          />
          <ul className="keyword-rows" aria-label="Keywords per cluster">
            {data.clusters.map((c) => (
              <li key={c.id}>
                <strong>{clusterLabel(c)}</strong> · {formatCount(c.count)} posts
                {c.keywords.length > 0 ? (
                  <span className="keyword-rows__words"> — {c.keywords.join(', ')}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </WidgetCard>
  );
}
