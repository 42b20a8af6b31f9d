/**
 * First-reply time (SLA) of support tickets (zendesk, intercom, helpshift): the median per bucket,
 * and the figures of the range against the range before (GET /v1/dashboard/compared_sla).
 */
import type { ResponseOf } from '@sl/api-contract/client';
import type { dashboard } from '@sl/api-contract/endpoints';
import type { ChartOptions } from '#/components/charts/chart.tsx';
import type { PartialBuckets } from '../../utils/partial-buckets.ts';
import { buildLineOptions } from '../line-series.ts';

export type ComparedSlaData = ResponseOf<typeof dashboard.dashboardComparedSla>;
export type SlaData = ComparedSlaData['current'];

/** '51 min', '1 h 23 min', '-' when there is no figure (spec 01 §9: '-' when empty). */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '-';
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  return rest === 0 ? `${Math.floor(whole / 60)} h` : `${Math.floor(whole / 60)} h ${rest} min`;
}

/** How the median moved against the range before: 'faster' is better for a reply time. */
export function describeChange(current: number | null, before: number | null): string | null {
  if (current === null || before === null) return null;
  const diff = Math.round(current - before);
  if (diff === 0) return 'as fast as the period before';
  return `${formatMinutes(Math.abs(diff))} ${diff < 0 ? 'faster' : 'slower'} than the period before`;
}

export function buildFirstReplyTimeChartOptions(data: SlaData, partial: PartialBuckets): ChartOptions {
  return buildLineOptions(
    data.series.map((p) => ({ date: p.date, value: p.medianMinutes })),
    data.interval,
    partial,
    {
      name: 'Median first reply',
      unit: 'Minutes',
      color: '#0f7b6c',
      description: 'Median minutes to the first reply per period; gaps are periods without answered tickets.',
      min: 0,
    },
  );
}
