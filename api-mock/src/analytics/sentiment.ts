/** Sentiment totals and series computed from the stored posts (spec 02 §7 /v1/dashboard/sentiment). */
import type { Granularity } from '@sl/api-contract/schemas/common';
import type { SentimentWire } from '@sl/api-contract/schemas/dashboard';
import type { StatusWire } from '@sl/api-contract/schemas/status';
import { bucketKey, bucketKeys } from './buckets.ts';

export interface SeriesOptions {
  from: number;
  to: number;
  interval: Granularity;
  timeZone: string;
}

export function computeSentiment(rows: readonly StatusWire[], options: SeriesOptions): SentimentWire {
  const keys = bucketKeys(options.from, options.to, options.interval, options.timeZone);
  const series = new Map(keys.map((k) => [k, { date: k, positive: 0, neutral: 0, negative: 0 }]));
  const totals = { positive: 0, neutral: 0, negative: 0 };
  for (const s of rows) {
    const field = s.sentiment === 1 ? 'positive' : s.sentiment === -1 ? 'negative' : 'neutral';
    totals[field]++;
    const bucket = series.get(bucketKey(Date.parse(s.created_at), options.interval, options.timeZone));
    if (bucket) bucket[field]++;
  }
  return {
    total: totals.positive + totals.neutral + totals.negative,
    ...totals,
    interval: options.interval,
    series: [...series.values()],
  };
}
