/** spec 02 §1 conversation themes, with nlpAnalyzedCount (spec 02 §7) and the CSV twin. */
import { dashboard } from '@sl/api-contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { Chart } from '#/components/charts/chart.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { conversationThemesQueryOptions } from '../../api/get-conversation-themes.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { CsvButton } from '../csv-button.tsx';
import { WidgetCard } from '../widget-card.tsx';
import { buildConversationThemesChartOptions } from './build-conversation-themes-chart-options.ts';

export function ConversationThemesWidget({ env }: { env: WidgetEnv }) {
  const query = useQuery(conversationThemesQueryOptions(env.body, env.sharedLinkCode));
  return (
    <WidgetCard
      id="conversation-themes"
      title="Conversation themes"
      query={query}
      emptyReason={(d) =>
        d.total === 0
          ? noPostsReason(env)
          : d.themes.length === 0
            ? 'The language analysis found no theme in these posts.'
            : null
      }
      actions={
        <CsvButton
          endpoint={dashboard.dashboardConversationThemesCsv}
          body={env.body}
          title="Conversation themes"
          env={env}
        />
      }
    >
      {(data) => (
        <>
          <p className="widget__note">
            Based on {formatCount(data.nlpAnalyzedCount)} of {formatCount(data.total)} posts the language
            analysis could read.
          </p>
          <Chart label="Posts per conversation theme" options={buildConversationThemesChartOptions(data)} />
        </>
      )}
    </WidgetCard>
  );
}
