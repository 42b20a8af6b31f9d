import { describe, expect, it } from 'vitest';
import { formatBucketLabel } from '#/utils/format-bucket-label.ts';
import {
  annotationPlotBands,
  annotationPlotLines,
  bucketIndexOf,
  TURNED_LABELS_FROM,
  timeAxis,
  translucent,
  withAnnotations,
} from './time-axis.ts';

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

describe('timeAxis: labels of many buckets are turned at once (issue 17)', () => {
  const days = (n: number) =>
    Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 9, 1 + i)).toISOString().slice(0, 10));

  it('leaves fewer buckets to Highcharts’ auto rotation, and turns 30 or more −45°', () => {
    const labels = (n: number) =>
      (timeAxis(days(n), 'days', { first: false, last: false }) as { labels?: unknown }).labels;
    expect(labels(7)).toBeUndefined();
    expect(labels(TURNED_LABELS_FROM - 1)).toBeUndefined();
    expect(labels(TURNED_LABELS_FROM)).toEqual({ rotation: -45 });
    expect(labels(91)).toEqual({ rotation: -45 });
  });
});

describe('annotation lines on a time axis (spec 02 §1 annotations with layers; decision record 020)', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
  // The range starts mid-day: the first bucket is partial.
  const range = { from: '2026-11-01T09:30:00.000Z', to: '2026-11-03T23:59:59.999Z' };
  const mark = (
    id: number,
    at: string,
    name = `Mark ${id}`,
    color = '#f5222d',
    until: string | null = null,
  ) => ({ id, at, until, name, color });

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
    const bands = annotationPlotBands(days, 'UTC', range, [
      mark(2, '2026-11-01T12:00:00.000Z', 'Sale', '#52c41a', '2026-11-02T12:00:00.000Z'),
    ]);
    const merged = withAnnotations(options, lines, bands) as {
      xAxis: { plotLines: unknown[]; plotBands: { className?: string }[] };
    };
    expect(merged.xAxis.plotLines).toHaveLength(1);
    // The partial band first, then the annotation's.
    expect(merged.xAxis.plotBands.map((b) => b.className ?? 'partial')).toEqual([
      'partial',
      'annotation-band',
    ]);
    // No annotation: the axis still says so, or a chart updated in place would keep its old lines.
    expect((withAnnotations(options, [], []) as { xAxis: { plotLines: unknown[] } }).xAxis.plotLines).toEqual(
      [],
    );
  });

  describe('bands: an annotation with an end (our endDate) marks a period', () => {
    it('spans whole buckets from its start to its end, in its layer colour, translucent', () => {
      const bands = annotationPlotBands(days, 'UTC', range, [
        mark(1, '2026-11-01T12:00:00.000Z', 'Autumn sale', '#1890ff', '2026-11-02T12:00:00.000Z'),
      ]);
      expect(bands.map((b) => [b.from, b.to, b.color, b.borderColor, b.label?.text])).toEqual([
        [-0.5, 1.5, 'rgba(24, 144, 255, 0.18)', '#1890ff', 'Autumn sale'],
      ]);
    });

    it('is drawn as a band, never as a line as well', () => {
      const marks = [mark(1, '2026-11-02T00:00:00.000Z', 'Sale', '#1890ff', '2026-11-03T00:00:00.000Z')];
      expect(annotationPlotLines(days, 'UTC', range, marks)).toEqual([]);
      expect(annotationPlotBands(days, 'UTC', range, marks)).toHaveLength(1);
    });

    it.each([
      ['starts before the range', '2026-10-20T00:00:00.000Z', '2026-11-02T00:00:00.000Z', [-0.5, 1.5]],
      ['ends after the range', '2026-11-02T00:00:00.000Z', '2026-11-20T00:00:00.000Z', [0.5, 2.5]],
      ['covers the whole range', '2026-10-20T00:00:00.000Z', '2026-11-20T00:00:00.000Z', [-0.5, 2.5]],
      ['lies wholly before the range', '2026-10-20T00:00:00.000Z', '2026-10-25T00:00:00.000Z', null],
      ['lies wholly after the range', '2026-11-05T00:00:00.000Z', '2026-11-08T00:00:00.000Z', null],
    ] as const)('is cut at the axis when it %s', (_, at, until, expected) => {
      const bands = annotationPlotBands(days, 'UTC', range, [mark(1, at, 'Period', '#1890ff', until)]);
      expect(bands.map((b) => [b.from, b.to])).toEqual(expected ? [expected] : []);
    });

    it('reads its days in the viewer’s zone: 23:30 UTC on 1 Nov ends on 2 Nov in Berlin', () => {
      const marks = [mark(1, '2026-11-01T12:00:00.000Z', 'P', '#1890ff', '2026-11-01T23:30:00.000Z')];
      expect(annotationPlotBands(days, 'UTC', range, marks).map((b) => b.to)).toEqual([0.5]);
      expect(annotationPlotBands(days, 'Europe/Berlin', range, marks).map((b) => b.to)).toEqual([1.5]);
    });

    it('keeps titles as text and stacks the labels of overlapping bands', () => {
      const bands = annotationPlotBands(days, 'UTC', range, [
        mark(1, '2026-11-01T12:00:00.000Z', '<i>One</i>', '#1890ff', '2026-11-03T00:00:00.000Z'),
        mark(2, '2026-11-02T00:00:00.000Z', 'Two', '#52c41a', '2026-11-03T00:00:00.000Z'),
      ]);
      expect(bands.map((b) => [b.label?.text, b.label?.y])).toEqual([
        ['&lt;i&gt;One&lt;/i&gt;', 14],
        ['Two', 28],
      ]);
    });

    it.each([
      ['#8c8c8c', 0.18, 'rgba(140, 140, 140, 0.18)'],
      ['#F5222D', 0.5, 'rgba(245, 34, 45, 0.5)'],
      ['not a colour', 0.18, 'not a colour'],
    ])('translucent(%s, %s) is %s', (hex, alpha, expected) => {
      expect(translucent(hex, alpha)).toBe(expected);
    });
  });
});
