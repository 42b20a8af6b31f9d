/**
 * spec 02 §1 demographics: languages and countries, 25 per page, CSV of each. spec 02 §3 config:
 * `activeTab` is the list shown, `disabledDatasets` the sentiments drawn; in compare mode
 * (spec 02 §2) `mode` is the compare mode (spec 02 §7: countries or languages) and every context
 * is drawn side by side in its colour (spec 02 §5). A bar opens its posts (spec 02 §7 Feeds).
 */
import { dashboard } from '@sl/api-contract/endpoints';
import { MAX_PAGE_SIZE } from '@sl/api-contract/schemas/common-values';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '#/components/ui/pager.tsx';
import { SegmentedControl } from '#/components/ui/segmented-control.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { combineQueries } from '../../api/combine-queries.ts';
import { demographicsCountriesQueryOptions } from '../../api/get-demographics-countries.ts';
import { demographicsLanguagesQueryOptions } from '../../api/get-demographics-languages.ts';
import { choiceOf, withDisabledDatasets } from '../../utils/widget-config.ts';
import { bodyOf, noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { demographicsRequest } from '../../utils/widget-requests.ts';
import { CsvButton } from '../csv-button.tsx';
import { SENTIMENT_SERIES } from '../sentiment/build-sentiment-chart-options.ts';
import { WidgetCard } from '../widget-card.tsx';
import { WidgetChart } from '../widget-chart.tsx';
import { sentimentDatasetsChecklist, WidgetSettings } from '../widget-settings.tsx';
import {
  buildDemographicsChartOptions,
  buildDemographicsCompareOptions,
  COMPARED_ROWS,
  DEMOGRAPHICS_MODES,
  type DemographicsMode,
  demographicName,
  pageCount,
} from './build-demographics-chart-options.ts';

const queryOptionsOf = (mode: DemographicsMode) =>
  mode === 'languages' ? demographicsLanguagesQueryOptions : demographicsCountriesQueryOptions;

export function DemographicsWidget({ env }: { env: WidgetEnv }) {
  return env.contexts.length > 1 ? <DemographicsCompare env={env} /> : <DemographicsOfOne env={env} />;
}

function DemographicsOfOne({ env }: { env: WidgetEnv }) {
  const [page, setPage] = useState(1);
  const { mode, body } = demographicsRequest(env.body, env.config, page);
  const query = useQuery({
    ...queryOptionsOf(mode)(body, env.sharedLinkCode),
    placeholderData: keepPreviousData,
  });
  const title = mode === 'languages' ? 'Demographics: languages' : 'Demographics: countries';
  const { disabledDatasets } = env.config;
  const { drill } = env;
  return (
    <WidgetCard
      id="demographics"
      title="Demographics"
      query={query}
      emptyReason={(d) =>
        d.total === 0
          ? noPostsReason(env)
          : d.rows.length === 0
            ? `No post has a known ${mode === 'languages' ? 'language' : 'country'} in this time range.`
            : null
      }
      toolbar={
        <SegmentedControl
          label="Demographics by"
          options={DEMOGRAPHICS_MODES}
          value={mode}
          onChange={(m) => {
            env.setConfig({ activeTab: m });
            setPage(1);
          }}
        />
      }
      settings={
        <WidgetSettings
          title="Demographics"
          checklists={[
            sentimentDatasetsChecklist(disabledDatasets, (disabled) =>
              env.setConfig({ disabledDatasets: disabled }),
            ),
          ]}
        />
      }
      actions={
        <CsvButton
          endpoint={
            mode === 'languages'
              ? dashboard.dashboardDemographicsLanguagesCsv
              : dashboard.dashboardDemographicsCountriesCsv
          }
          body={{ ...env.body }}
          title={title}
          env={env}
        />
      }
    >
      {(data) => (
        <>
          <p className="widget__note">
            {formatCount(data.total - data.excluded)} posts with a known{' '}
            {mode === 'languages' ? 'language' : 'country'}
            {data.excluded > 0 ? `; ${formatCount(data.excluded)} without one are left out` : ''}.
          </p>
          <WidgetChart
            label={`Posts per ${mode === 'languages' ? 'language' : 'country'}`}
            options={withDisabledDatasets(buildDemographicsChartOptions(data, mode), disabledDatasets)}
            onPointClick={
              drill
                ? ({ seriesId, index }) => {
                    const row = data.rows[index];
                    const series = SENTIMENT_SERIES.find((s) => s.key === seriesId);
                    if (!row || !series) return;
                    drill({
                      widgetId: 'demographics',
                      title: `${series.name} posts in ${demographicName(mode, row.code)}`,
                      range: env.body.range,
                      narrow: {
                        sentiments: [series.code],
                        ...(mode === 'languages' ? { languages: [row.code] } : { countries: [row.code] }),
                      },
                    });
                  }
                : undefined
            }
          />
          <Pager
            label={`Pages of ${mode}`}
            page={data.page}
            pages={pageCount(data.totalRows, data.perPage)}
            onChange={setPage}
          />
        </>
      )}
    </WidgetCard>
  );
}

/** Compare mode: one read per context (in parallel), drawn side by side. */
function DemographicsCompare({ env }: { env: WidgetEnv }) {
  const mode = choiceOf(env.config.mode, DEMOGRAPHICS_MODES);
  const options = queryOptionsOf(mode);
  const query = useQueries({
    queries: env.contexts.map((c) =>
      options({ ...bodyOf(env.body, c), page: 1, perPage: MAX_PAGE_SIZE }, env.sharedLinkCode),
    ),
    combine: combineQueries,
  });
  return (
    <WidgetCard
      id="demographics"
      title="Demographics"
      query={query}
      emptyReason={(all) =>
        all.every((d) => d.total === 0)
          ? 'No posts of these contexts in this time range.'
          : all.every((d) => d.rows.length === 0)
            ? `No post has a known ${mode === 'languages' ? 'language' : 'country'} in this time range.`
            : null
      }
      toolbar={
        <SegmentedControl
          label="Compare by"
          options={DEMOGRAPHICS_MODES}
          value={mode}
          onChange={(m) => env.setConfig({ mode: m })}
        />
      }
    >
      {(all) => (
        <>
          <p className="widget__note">
            The {COMPARED_ROWS} {mode} with the most posts over the {all.length} contexts compared.
          </p>
          <WidgetChart
            label={`Posts per ${mode === 'languages' ? 'language' : 'country'} of each context`}
            options={buildDemographicsCompareOptions(
              all.flatMap((data, i) => {
                const context = env.contexts[i];
                return context ? [{ context, data }] : [];
              }),
              mode,
            )}
          />
        </>
      )}
    </WidgetCard>
  );
}
