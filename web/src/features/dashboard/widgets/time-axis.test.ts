import { describe, expect, it } from 'vitest';
import { formatBucketLabel } from '#/utils/format-bucket-label.ts';
import { annotationPlotLines, bucketIndexOf, timeAxis, withAnnotationLines } from './time-axis.ts';

describe('formatBucketLabel (spec 01 §9 date display)', () => {
  it.each([
    ['2026-11-01', 'days', '01 Nov'],
    ['2026-12-31T23:00:00-05:00', 'days', '31 Dec'],
    ['2026-01-05T14:00', 'hours', '05 Jan 14:00'],
    ['2026-01-05', 'hours', '05 Jan'],
    ['2026-11-16', 'weeks', '16 Nov'],
    ['2026-11', 'months', 'Nov 2026'],
    ['not a date', 'days', 'not a date'],
  ] as const)('%s (%s) -> %s', (date, interval, expected) => {
    expect(formatBucketLabel(date, interval)).toBe(expected);
  });
});

describe('timeAxis: partial first and last buckets are marked', () => {
  const dates = ['2026-11-01', '2026-11-02', '2026-11-03'];

  it('shades the first and the last bucket when both are partial', () => {
    const axis = timeAxis(dates, 'days', { first: true, last: true }) as {
      plotBands: { from: number; to: number }[];
    };
    expect(axis.plotBands.map((b) => [b.from, b.to])).toEqual([
      [-0.5, 0.5],
      [1.5, 2.5],
    ]);
  });

  it('shades nothing for whole buckets, and never twice for a single bucket', () => {
    expect(
      (timeAxis(dates, 'days', { first: false, last: false }) as { plotBands: unknown[] }).plotBands,
    ).toEqual([]);
    expect(
      (timeAxis(['2026-11-01'], 'days', { first: true, last: true }) as { plotBands: unknown[] }).plotBands,
    ).toHaveLength(1);
  });
});

describe('annotation lines on a time axis (spec 02 §1 annotations with layers; decision record 020)', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
  // The range starts mid-day: the first bucket is partial.
  const range = { from: '2026-11-01T09:30:00.000Z', to: '2026-11-03T23:59:59.999Z' };
  const mark = (id: number, at: string, name = `Mark ${id}`, color = '#f5222d') => ({ id, at, name, color });

  it.each([
    ['2026-11-01T09:30:00.000Z', 0],
    ['2026-11-01T23:00:00.000Z', 0],
    ['2026-11-02T00:00:00.000Z', 1],
    ['2026-11-03T12:00:00.000Z', 2],
    ['2026-11-01T09:29:59.000Z', undefined],
    ['2026-11-04T00:00:00.000Z', undefined],
  ] as const)('puts %s on bucket %s', (at, index) => {
    expect(bucketIndexOf(days, at, 'UTC', range)).toBe(index);
  });

  it('reads buckets in the viewer’s zone: 23:30 UTC is the next day in Berlin', () => {
    expect(bucketIndexOf(days, '2026-11-01T23:30:00.000Z', 'Europe/Berlin', range)).toBe(1);
  });

  it('draws one line per bucket, in its layer colour, labelled with the title and how many more share it', () => {
    const lines = annotationPlotLines(days, 'UTC', range, [
      mark(1, '2026-11-02T13:00:00.000Z', 'Login outage', '#f5222d'),
      mark(2, '2026-11-02T19:00:00.000Z', 'Service restored', '#f5222d'),
      mark(3, '2026-11-03T08:00:00.000Z', 'Dark mode launch', '#52c41a'),
      mark(4, '2026-10-20T08:00:00.000Z', 'Out of range'),
    ]);
    expect(lines.map((l) => [l.value, l.color, l.label?.text])).toEqual([
      [1, '#f5222d', 'Login outage + 1 more'],
      [2, '#52c41a', 'Dark mode launch'],
    ]);
  });

  it('keeps a user’s title as text and cuts a long one', () => {
    const [line] = annotationPlotLines(days, 'UTC', range, [
      mark(1, '2026-11-02T00:00:00.000Z', '<b>Launch</b> & "more" of the autumn campaign'),
    ]);
    expect(line?.label?.text).toBe('&lt;b&gt;Launch&lt;/b&gt; &amp; &quot;more&quot; of t…');
  });

  it('adds the lines to the options’ time axis and leaves the partial bands as they are', () => {
    const options = { xAxis: timeAxis(days, 'days', { first: true, last: false }) };
    const lines = annotationPlotLines(days, 'UTC', range, [mark(1, '2026-11-02T00:00:00.000Z')]);
    const merged = withAnnotationLines(options, lines) as {
      xAxis: { plotLines: unknown[]; plotBands: unknown[] };
    };
    expect(merged.xAxis.plotLines).toHaveLength(1);
    expect(merged.xAxis.plotBands).toHaveLength(1);
    // No annotation: the axis still says so, or a chart updated in place would keep its old lines.
    expect((withAnnotationLines(options, []) as { xAxis: { plotLines: unknown[] } }).xAxis.plotLines).toEqual(
      [],
    );
  });
});
