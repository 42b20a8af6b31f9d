/**
 * spec 02 §1 conversation themes, with nlpAnalyzedCount (spec 02 §7) and the CSV twin. spec 02 §3
 * `selectedSentiments` narrows the posts read, `disabledDatasets` the sentiments drawn; a bar
 * segment opens the posts of its theme and sentiment (spec 02 §7 Feeds).
 */
import { dashboard } from '@sl/api-contract/endpoints';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { conversationThemesQueryOptions } from '../../api/get-conversation-themes.ts';
import { withDisabledDatasets } from '../../utils/widget-config.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { conversationThemesRequest } from '../../utils/widget-requests.ts';
import { CsvButton } from '../csv-button.tsx';
import { termBarDrill } from '../sentiment-bars.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { WidgetMessage } from '../widget-message.tsx';
import {
  selectedSentimentsChecklist,
  sentimentDatasetsChecklist,
  WidgetSettings,
} from '../widget-settings.tsx';
import { buildConversationThemesChartOptions } from './build-conversation-themes-chart-options.ts';

export function ConversationThemesWidget({ env }: { env: WidgetEnv }) {
  const { selectedSentiments, disabledDatasets } = env.config;
  const body = conversationThemesRequest(env.body, env.config);
  const query = useQuery({
    ...conversationThemesQueryOptions(body ?? env.body, env.sharedLinkCode),
    enabled: body !== null,
  });
  const settings = (
    <WidgetSettings
      title="Conversation themes"
      checklists={[
        selectedSentimentsChecklist(selectedSentiments, (sentiments) =>
          env.setConfig({ selectedSentiments: sentiments }),
        ),
        sentimentDatasetsChecklist(disabledDatasets, (disabled) =>
          env.setConfig({ disabledDatasets: disabled }),
        ),
      ]}
    />
  );
  if (body === null)
    return (
      <WidgetMessage
        id="conversation-themes"
        title="Conversation themes"
        settings={settings}
        message="The sentiments chosen in the settings leave no post of this context."
      />
    );
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
      settings={settings}
      actions={
        <CsvButton
          endpoint={dashboard.dashboardConversationThemesCsv}
          body={body}
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
          <WidgetChart
            label="Posts per conversation theme"
            options={withDisabledDatasets(buildConversationThemesChartOptions(data), disabledDatasets)}
            onPointClick={termBarDrill(env, 'conversation-themes', (i) => {
              const theme = data.themes[i];
              return theme && { name: theme.theme, term: { theme: theme.theme } };
            })}
          />
        </>
      )}
    </WidgetCard>
  );
}
