import { describe, expect, it } from 'vitest';
import {
  ANNOTATION_LAYER_COLORS,
  CONTEXT_COLORS,
  GRANULARITIES,
  GRANULARITY_TIME_RANGES,
  NETWORKS,
  offsetQuerySchema,
  PAGE_SIZES,
  pageQuerySchema,
  SORT_OPTION_LABELS,
  SORT_OPTIONS,
  sortOptionSchema,
  TIME_RANGES,
  timeRangeValueSchema,
} from './common.ts';

/** WCAG 2.x relative luminance and contrast ratio. */
function contrastOnWhite(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (l + 0.05);
}

describe('spec 01 §1: networks', () => {
  it('lists the 24 networks with unique ids, keys and short names', () => {
    expect(NETWORKS).toHaveLength(24);
    expect(NETWORKS.map((n) => n.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(new Set(NETWORKS.map((n) => n.key)).size).toBe(24);
    expect(new Set(NETWORKS.map((n) => n.shortName)).size).toBe(24);
  });

  it('marks the review networks and the ones that cannot be sorted on', () => {
    expect(NETWORKS.filter((n) => n.review).map((n) => n.key)).toEqual([
      'ios',
      'trustpilot',
      'googlePlay',
      'webreview',
      'steam',
    ]);
    expect(NETWORKS.filter((n) => !n.sortable).map((n) => n.key)).toEqual([
      'article',
      'ios',
      'googlePlay',
      'webreview',
      'zendesk',
      'intercom',
      'helpshift',
    ]);
  });
});

describe('spec 01 §9: time ranges and granularity', () => {
  it('accepts the twelve time range values and nothing else', () => {
    for (const r of TIME_RANGES) expect(timeRangeValueSchema.parse(r.value)).toBe(r.value);
    expect(timeRangeValueSchema.safeParse('last-2-days').success).toBe(false);
  });

  it('lets every granularity offer a custom range, and only ranges that exist', () => {
    const values = new Set<string>(TIME_RANGES.map((r) => r.value));
    for (const g of GRANULARITIES) {
      expect(GRANULARITY_TIME_RANGES[g]).toContain('CUSTOM');
      for (const v of GRANULARITY_TIME_RANGES[g]) expect(values.has(v)).toBe(true);
    }
    expect(GRANULARITY_TIME_RANGES.months).toEqual(['last-90-days', 'CUSTOM']);
  });
});

describe('spec 02 §7, spec 01 §9: pagination defaults', () => {
  it.each([
    ['keywords', 7],
    ['posts', 6],
    ['moderationEvents', 8],
    ['demographics', 25],
  ] as const)('%s default to %i per page, from page 1', (list, perPage) => {
    expect(pageQuerySchema(PAGE_SIZES[list]).parse({})).toEqual({ page: 1, per_page: perPage });
  });

  it('statuses default to 15 from offset 0', () => {
    expect(offsetQuerySchema(PAGE_SIZES.statuses).parse({})).toEqual({ offset: 0, limit: 15 });
  });

  it('reads numbers from query strings and refuses pages that are not positive', () => {
    const schema = pageQuerySchema(PAGE_SIZES.posts);
    expect(schema.parse({ page: '3', per_page: '10' })).toEqual({ page: 3, per_page: 10 });
    expect(schema.safeParse({ page: '0' }).error?.issues[0].message).toBe('It has to be a number above 0!');
    expect(schema.safeParse({ page: 'x' }).error?.issues[0].message).toBe('It has to be a number!');
    expect(schema.safeParse({ per_page: '1000' }).error?.issues[0].message).toBe(
      'You have chosen too many elements!',
    );
  });
});

describe('spec 02 §7: sort options', () => {
  it('accepts the five sort options, each with a label', () => {
    for (const v of Object.values(SORT_OPTIONS)) {
      expect(sortOptionSchema.parse(v)).toBe(v);
      expect(SORT_OPTION_LABELS[v]).toBeTruthy();
    }
    expect(sortOptionSchema.safeParse('BY_MOST_LIKES').success).toBe(false);
  });
});

describe('spec 02 §5, §9: colours', () => {
  it('colours the three contexts #1890ff, #b222d7, #efac2d', () => {
    expect(CONTEXT_COLORS).toEqual(['#1890ff', '#b222d7', '#efac2d']);
  });

  it('offers 12 distinct annotation layer colours, each with 3:1 contrast on white', () => {
    expect(new Set(ANNOTATION_LAYER_COLORS.map((c) => c.toLowerCase())).size).toBe(12);
    for (const c of ANNOTATION_LAYER_COLORS) expect(contrastOnWhite(c), c).toBeGreaterThanOrEqual(3);
  });
});
