/**
 * spec 02 §1 network breakdown. spec 02 §3 `disabledNetworks` leaves networks out of the chart,
 * `disabledDatasets` sentiments; a bar opens its posts (spec 02 §7 Feeds).
 */
import { NETWORKS } from '@sl/api-contract/schemas/common-values';
import { useQuery } from '@tanstack/react-query';
import { networksQueryOptions } from '../../api/get-networks.ts';
import { withDisabledDatasets, withoutNetworks } from '../../utils/widget-config.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { SENTIMENT_SERIES } from '../sentiment/build-sentiment-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { sentimentDatasetsChecklist, shownChecklist, WidgetSettings } from '../widget-settings.tsx';
import { buildNetworkBreakdownChartOptions, networkName } from './build-network-breakdown-chart-options.ts';

const NETWORK_CHOICES = NETWORKS.map((n) => ({ id: n.key, name: n.name }));

export function NetworkBreakdownWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(networksQueryOptions(env.body, env.sharedLinkCode));
  const { disabledNetworks, disabledDatasets } = env.config;
  return (
    <WidgetCard
      id="network-breakdown"
      title="Network breakdown"
      query={query}
      emptyReason={(d) =>
        d.total === 0
          ? noPostsReason(env)
          : withoutNetworks(d.networks, disabledNetworks).length === 0
            ? 'The settings leave out every network with posts in this time range.'
            : null
      }
      settings={
        <WidgetSettings
          title="Network breakdown"
          checklists={[
            sentimentDatasetsChecklist(disabledDatasets, (disabled) =>
              env.setConfig({ disabledDatasets: disabled }),
            ),
            shownChecklist('Networks shown', NETWORK_CHOICES, disabledNetworks, (disabled) =>
              env.setConfig({ disabledNetworks: disabled as (typeof NETWORKS)[number]['key'][] }),
            ),
          ]}
        />
      }
    >
      {(data) => {
        const shown = { ...data, networks: withoutNetworks(data.networks, disabledNetworks) };
        return (
          <WidgetChart
            label="Posts per network"
            options={withDisabledDatasets(buildNetworkBreakdownChartOptions(shown), disabledDatasets)}
            onPointClick={
              env.drill
                ? ({ seriesId, index }) => {
                    const network = shown.networks[index];
                    const series = SENTIMENT_SERIES.find((s) => s.key === seriesId);
                    if (!network || !series || !env.drill) return;
                    env.drill({
                      widgetId: 'network-breakdown',
                      title: `${series.name} posts on ${networkName(network.socialType)}`,
                      range: env.body.range,
                      narrow: { sentiments: [series.code], socialTypes: [network.socialType] },
                    });
                  }
                : undefined
            }
          />
        );
      }}
    </WidgetCard>
  );
}
