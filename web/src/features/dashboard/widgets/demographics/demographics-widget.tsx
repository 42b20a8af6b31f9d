/** spec 02 §1 demographics: languages and countries (activeTab), 25 per page, CSV of each. */
import { dashboard } from '@sl/api-contract/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Chart } from '#/components/charts/chart.tsx';
import { Pager } from '#/components/ui/pager.tsx';
import { SegmentedControl } from '#/components/ui/segmented-control.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { demographicsCountriesQueryOptions } from '../../api/get-demographics-countries.ts';
import { demographicsLanguagesQueryOptions } from '../../api/get-demographics-languages.ts';
import { noPostsReason, type WidgetEnv } from '../../utils/widget-env.ts';
import { CsvButton } from '../csv-button.tsx';
import { WidgetCard } from '../widget-card.tsx';
import {
  buildDemographicsChartOptions,
  DEMOGRAPHICS_MODES,
  DEMOGRAPHICS_PER_PAGE,
  type DemographicsMode,
  pageCount,
} from './build-demographics-chart-options.ts';

export function DemographicsWidget({ env }: { env: WidgetEnv }) {
  const [mode, setMode] = useState<DemographicsMode>('languages');
  const [page, setPage] = useState(1);
  const body = { ...env.body, page, perPage: DEMOGRAPHICS_PER_PAGE };
  const options =
    mode === 'languages'
      ? demographicsLanguagesQueryOptions(body, env.sharedLinkCode)
      : demographicsCountriesQueryOptions(body, env.sharedLinkCode);
  const query = useQuery({ ...options, placeholderData: keepPreviousData });
  const title = mode === 'languages' ? 'Demographics: languages' : 'Demographics: countries';
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
            setMode(m);
            setPage(1);
          }}
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
          <Chart
            label={`Posts per ${mode === 'languages' ? 'language' : 'country'}`}
            options={buildDemographicsChartOptions(data, mode)}
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
