/**
 * Demographics: posts per language or per country (spec 02 §7 compare modes: countries and
 * languages), 25 per page, split by sentiment; 'und' and Other ('') are left out by the API.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import { countryName, languageName } from '@sl/api-contract/lookups';
import { PAGE_SIZES } from '@sl/api-contract/schemas/common';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import { buildSentimentBarsOptions } from '../sentiment-bars.ts';

export type DemographicsData = ResponseOf<typeof dashboard.dashboardDemographicsLanguages>;
export type DemographicsMode = 'languages' | 'countries';

export const DEMOGRAPHICS_MODES = [
  { value: 'languages', label: 'Languages' },
  { value: 'countries', label: 'Countries' },
] as const satisfies readonly { value: DemographicsMode; label: string }[];

/** spec 02 §7 mock defaults: 25 per page. */
export const DEMOGRAPHICS_PER_PAGE = PAGE_SIZES.demographics;

export const demographicName = (mode: DemographicsMode, code: string) =>
  mode === 'languages' ? languageName(code) : countryName(code);

export function buildDemographicsChartOptions(data: DemographicsData, mode: DemographicsMode): ChartOptions {
  return buildSentimentBarsOptions(
    data.rows.map((r) => ({
      name: demographicName(mode, r.code),
      positive: r.positive,
      neutral: r.neutral,
      negative: r.negative,
    })),
    `Posts per ${mode === 'languages' ? 'language' : 'country'}, split by sentiment.`,
  );
}

export const pageCount = (totalRows: number, perPage: number) => Math.max(1, Math.ceil(totalRows / perPage));
