import { describe, expect, it } from 'vitest';
import { bucketBounds, bucketStart, drillProperties } from './drill-down.ts';

describe('bucketStart', () => {
  it.each([
    ['2026-11-04', 'Europe/Berlin', '2026-11-03T23:00:00.000Z'],
    ['2026-11-04T13:00', 'UTC', '2026-11-04T13:00:00.000Z'],
    ['2026-11', 'UTC', '2026-11-01T00:00:00.000Z'],
    ['nonsense', 'UTC', null],
  ])('%s in %s starts at %s', (key, zone, expected) => {
    expect(bucketStart(key, zone)?.toISOString() ?? null).toBe(expected);
  });
});

describe('bucketBounds', () => {
  const keys = ['2026-11-01', '2026-11-02', '2026-11-03'];
  const range = { from: '2026-11-01T14:37:00.000Z', to: '2026-11-03T14:37:00.000Z' };

  it('a middle bucket runs from its start to the next one', () => {
    expect(bucketBounds(keys, 1, range, 'UTC')).toEqual({
      from: '2026-11-02T00:00:00.000Z',
      to: '2026-11-03T00:00:00.000Z',
    });
  });

  it('the first and last buckets are clipped to the range (partial periods)', () => {
    expect(bucketBounds(keys, 0, range, 'UTC')).toEqual({ from: range.from, to: '2026-11-02T00:00:00.000Z' });
    expect(bucketBounds(keys, 2, range, 'UTC')).toEqual({ from: '2026-11-03T00:00:00.000Z', to: range.to });
  });
});

describe('drillProperties', () => {
  it('keeps the context’s query and narrows its filters to the point', () => {
    expect(
      drillProperties(
        {
          query: [{ type: 'must', terms: ['delivery'] }],
          filters: { languages: ['es'], sentiments: [1, 0, -1] },
        },
        { sentiments: [-1] },
      ),
    ).toEqual({
      query: [{ type: 'must', terms: ['delivery'] }],
      filters: { languages: ['es'], sentiments: [-1] },
    });
  });

  it('reads every post when there is no context', () => {
    expect(drillProperties(null, { socialTypes: ['twitter'] })).toEqual({
      filters: { social_types: ['twitter'] },
    });
  });
});
