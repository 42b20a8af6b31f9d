/**
 * Conversation clusters (widget conversation-cluster): clusters with their keywords, each with
 * the CSV of its posts (GET …/searches/{id}.csv, spec 01 §7); spec 02 §3 `activeMode` reads every
 * cluster or only the actionable ones.
 */
import { dashboard } from '@sl/api-contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { conversationClustersQueryOptions } from '../../api/get-conversation-clusters.ts';
import { CLUSTER_MODE_OPTIONS, choiceOf, withDisabledDatasets } from '../../utils/widget-config.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { CsvButton } from '../csv-button.tsx';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { sentimentDatasetsChecklist, WidgetSettings } from '../widget-settings.tsx';
import {
  buildConversationClusterChartOptions,
  clusterLabel,
} from './build-conversation-cluster-chart-options.ts';

export function ConversationClusterWidget({ env }: { env: WidgetEnv }) {
  const mode = choiceOf(env.config.activeMode, CLUSTER_MODE_OPTIONS);
  const actionable = mode === 'actionable';
  const query = useQuery(
    conversationClustersQueryOptions(
      actionable ? { ...env.body, clusterActionable: true } : env.body,
      env.sharedLinkCode,
    ),
  );
  return (
    <WidgetCard
      id="conversation-cluster"
      title="Conversation clusters"
      query={query}
      emptyReason={(d) =>
        d.total === 0
          ? noPostsReason(env)
          : d.clusters.length === 0
            ? actionable
              ? 'No actionable conversation cluster formed in this time range.'
              : 'No conversation cluster formed in this time range.'
            : null
      }
      settings={
        <WidgetSettings
          title="Conversation clusters"
          choice={{
            label: 'Clusters',
            options: CLUSTER_MODE_OPTIONS,
            value: mode,
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
        <>
          <WidgetChart
            label="Posts per conversation cluster"
            options={withDisabledDatasets(
              buildConversationClusterChartOptions(data),
              env.config.disabledDatasets,
            )}
          />
          <ul className="keyword-rows" aria-label="Keywords per cluster">
            {data.clusters.map((c) => (
              <li key={c.id}>
                <strong>{clusterLabel(c)}</strong> · {formatCount(c.count)} posts
                {c.keywords.length > 0 ? (
                  <span className="keyword-rows__words"> — {c.keywords.join(', ')}</span>
                ) : null}{' '}
                <CsvButton
                  endpoint={dashboard.dashboardClusterCsv}
                  params={{ id: c.id }}
                  query={env.body}
                  title={`Conversation cluster ${c.name}`}
                  env={env}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </WidgetCard>
  );
}
