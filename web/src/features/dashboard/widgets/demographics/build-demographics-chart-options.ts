/**
 * Demographics: posts per language or per country (spec 02 §7 compare modes: countries and
 * languages), 25 per page, split by sentiment; 'und' and Other ('') are left out by the API.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import { countryName, languageName } from '@sl/api-contract/lookups';
import { PAGE_SIZES } from '@sl/api-contract/schemas/common-values';
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

/** How many languages or countries a comparison draws: the ones with the most posts over the contexts. */
export const COMPARED_ROWS = 15;

export interface ComparedDemographics {
  context: { title: string; color: string };
  data: DemographicsData;
}

/**
 * spec 02 §7 compare modes (countries, languages): posts per language or country of each context,
 * side by side in the context's colour (spec 02 §5), the codes with the most posts over all of them.
 */
export function buildDemographicsCompareOptions(
  compared: readonly ComparedDemographics[],
  mode: DemographicsMode,
): ChartOptions {
  const sums = new Map<string, number>();
  for (const { data } of compared)
    for (const r of data.rows) sums.set(r.code, (sums.get(r.code) ?? 0) + r.statusCount);
  const codes = [...sums]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, COMPARED_ROWS)
    .map(([code]) => code);
  return {
    chart: { type: 'bar', height: Math.max(160, 48 + codes.length * 18 * compared.length) },
    title: { text: undefined },
    accessibility: {
      description: `Posts per ${mode === 'languages' ? 'language' : 'country'} of each context compared.`,
    },
    xAxis: { categories: codes.map((c) => demographicName(mode, c)), title: { text: undefined } },
    yAxis: { title: { text: 'Posts' }, allowDecimals: false, min: 0 },
    legend: { align: 'left', verticalAlign: 'top' },
    tooltip: { shared: true },
    plotOptions: { bar: { borderWidth: 0, groupPadding: 0.08 } },
    series: compared.map(({ context, data }, i) => ({
      type: 'bar' as const,
      id: `context-${i}`,
      name: context.title,
      color: context.color,
      data: codes.map((code) => data.rows.find((r) => r.code === code)?.statusCount ?? 0),
    })),
  };
}
