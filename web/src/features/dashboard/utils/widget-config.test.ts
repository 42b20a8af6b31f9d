/**
 * spec 02 §3 widget config keys that change what a widget draws (the ones that change the request
 * are proved through MSW in widgets/widget-config.test.tsx), and the compare-mode builders
 * (spec 02 §5 colours).
 */
import { CONTEXT_COLORS } from '@sl/api-contract/schemas/common';
import { describe, expect, it } from 'vitest';
import { buildDemographicsCompareOptions } from '../widgets/demographics/build-demographics-chart-options.ts';
import { impactfulRequest } from '../widgets/most-impactful-posts/most-impactful-posts-options.ts';
import {
  buildComparedSentimentOptions,
  comparedSentimentAt,
  describeSentimentChange,
} from '../widgets/sentiment/build-compared-sentiment.ts';
import { buildSentimentChartOptions } from '../widgets/sentiment/build-sentiment-chart-options.ts';
import { trendingWithSearch } from '../widgets/trending-keywords/build-trending-chart-options.ts';
import { drillFeedBody, drillProperties } from './drill-down.ts';
import {
  choiceOf,
  impactfulConfigOf,
  impactfulFiltersOf,
  narrowBody,
  TOPIC_SORT_OPTIONS,
  withDisabledDatasets,
  withoutNetworks,
} from './widget-config.ts';

const sentiment = {
  total: 6,
  positive: 3,
  neutral: 2,
  negative: 1,
  interval: 'days' as const,
  series: [{ date: '2026-11-01', positive: 3, neutral: 2, negative: 1 }],
};
const noPartial = { first: false, last: false };

describe('disabledDatasets (spec 02 §3)', () => {
  it('hides the named series of a chart and keeps the others', () => {
    const options = withDisabledDatasets(buildSentimentChartOptions(sentiment, noPartial), ['negative']);
    expect(options.series?.map((s) => [s.id, s.visible])).toEqual([
      ['positive', undefined],
      ['neutral', undefined],
      ['negative', false],
    ]);
  });
});

describe('disabledNetworks and search (spec 02 §3)', () => {
  it('leaves the disabled networks out of the rows drawn', () => {
    const rows = [{ socialType: 'twitter' }, { socialType: 'reddit' }, { socialType: 'ios' }];
    expect(withoutNetworks(rows, ['reddit']).map((r) => r.socialType)).toEqual(['twitter', 'ios']);
    expect(withoutNetworks(rows, undefined)).toHaveLength(3);
  });

  it('draws the trending terms containing the search, case-insensitively', () => {
    const data = {
      totalCurrent: 9,
      totalCompared: 4,
      comparedRange: { from: 'a', to: 'b' },
      terms: [
        { term: 'Battery', count: 5, comparedCount: 1, score: 2 },
        { term: 'refund', count: 4, comparedCount: 3, score: 1 },
      ],
    };
    expect(trendingWithSearch(data, ' batt ').terms.map((t) => t.term)).toEqual(['Battery']);
    expect(trendingWithSearch(data, '').terms).toHaveLength(2);
  });
});

describe('choices kept in a config key', () => {
  it('reads a known value and falls back to the first for anything else', () => {
    expect(choiceOf('name', TOPIC_SORT_OPTIONS)).toBe('name');
    expect(choiceOf('sideways', TOPIC_SORT_OPTIONS)).toBe('count');
    expect(choiceOf(undefined, TOPIC_SORT_OPTIONS)).toBe('count');
  });

  it('most impactful posts: the config round-trips to the request', () => {
    const filters = impactfulFiltersOf(
      impactfulConfigOf({ sort: 'counts.reach_score', sentiments: ['1'], networks: ['youtube'] }),
      2,
    );
    expect(impactfulRequest(filters)).toEqual({
      sort: 'counts.reach_score',
      selectedSentiments: [1],
      selectedSocialTypes: ['youtube'],
      page: 2,
      perPage: 6,
    });
    expect(impactfulFiltersOf({ selectedSortOption: undefined }, 1).sort).toBe('counts.total_engagements');
  });
});

describe('narrowBody', () => {
  const body = { range: { from: 'a', to: 'b' }, timeZone: 'UTC', interval: 'days' as const };
  it('adds the filter when the context has none and intersects it with the context’s own', () => {
    expect(JSON.parse(narrowBody(body, { socialTypes: ['ios'] })?.properties ?? '')).toEqual({
      filters: { social_types: ['ios'] },
    });
    const spanish = { ...body, properties: JSON.stringify({ filters: { sentiments: [0, -1] } }) };
    expect(JSON.parse(narrowBody(spanish, { sentiments: [1, 0] })?.properties ?? '')).toEqual({
      filters: { sentiments: [0] },
    });
    expect(narrowBody(spanish, { sentiments: [1] })).toBeNull();
    expect(narrowBody(body, {})).toBe(body);
  });
});

describe('compare mode (spec 02 §2, §5)', () => {
  const contexts = [
    { id: 1, title: 'Acme', color: CONTEXT_COLORS[0] },
    { id: 7, title: 'Complaints', color: CONTEXT_COLORS[1] },
  ];

  it('compared sentiment: one series per context in its colour, the sentiments as categories', () => {
    const options = buildComparedSentimentOptions(
      contexts.map((context, i) => ({
        context,
        data: { current: { ...sentiment, positive: 3 + i }, compared: sentiment },
      })),
      ['neutral'],
    );
    expect(
      options.series?.map((s) => {
        const o = s as { name?: string; color?: string; data: number[] };
        return [o.name, o.color, o.data];
      }),
    ).toEqual([
      ['Acme', '#1890ff', [3, 1]],
      ['Complaints', '#b222d7', [4, 1]],
    ]);
    expect(comparedSentimentAt(['neutral'], 1)?.key).toBe('negative');
  });

  it('says how a total moved against the range before', () => {
    expect(describeSentimentChange(120, 100)).toBe('+20% on the range before (100 → 120)');
    expect(describeSentimentChange(50, 100)).toBe('-50% on the range before (100 → 50)');
    expect(describeSentimentChange(5, 0)).toBe('up from none in the range before (0 → 5)');
    expect(describeSentimentChange(7, 7)).toBe('as many as the range before (7)');
  });

  it('demographics: the codes with the most posts over the contexts, each context in its colour', () => {
    const page = (rows: [string, number][]) => ({
      total: 0,
      excluded: 0,
      page: 1,
      perPage: 100,
      totalRows: rows.length,
      rows: rows.map(([code, statusCount]) => ({ code, statusCount, positive: 0, neutral: 0, negative: 0 })),
    });
    const options = buildDemographicsCompareOptions(
      [
        {
          context: contexts[0] as (typeof contexts)[0],
          data: page([
            ['en', 10],
            ['de', 2],
          ]),
        },
        {
          context: contexts[1] as (typeof contexts)[0],
          data: page([
            ['de', 12],
            ['fr', 1],
          ]),
        },
      ],
      'languages',
    );
    expect((options.xAxis as { categories: string[] }).categories).toEqual(['German', 'English', 'French']);
    expect(
      options.series?.map((s) => {
        const o = s as { color?: string; data: number[] };
        return [o.color, o.data];
      }),
    ).toEqual([
      ['#1890ff', [2, 10, 0]],
      ['#b222d7', [12, 0, 1]],
    ]);
  });
});

describe('drill-down from words and bars (spec 02 §7 Feeds)', () => {
  it('a keyword travels as the feed’s own field (counted as a whole word), not as a query term', () => {
    const body = drillFeedBody(
      { query: [{ type: 'must', terms: ['acme'] }] },
      {
        widgetId: 'keywords-cloud',
        title: 'Posts mentioning “battery”',
        range: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-02T00:00:00.000Z' },
        narrow: { sentiments: [-1] },
        term: { keyword: 'battery' },
      },
    );
    expect(body).toMatchObject({ viewType: 'keywords-cloud', keyword: 'battery' });
    expect(JSON.parse(body.properties)).toEqual({
      query: [{ type: 'must', terms: ['acme'] }],
      filters: { sentiments: [-1] },
    });
  });

  it('a language bar narrows the languages; a point’s sentiments intersect the context’s own', () => {
    expect(drillProperties(null, { languages: ['de'], sentiments: [1] })).toEqual({
      filters: { sentiments: [1], languages: ['de'] },
    });
    expect(drillProperties({ filters: { sentiments: [1, 0] } }, { sentiments: [0, -1] })).toEqual({
      filters: { sentiments: [0] },
    });
  });
});
