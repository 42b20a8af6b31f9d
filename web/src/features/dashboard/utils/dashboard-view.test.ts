import { describe, expect, it } from 'vitest';
import {
  type DashboardView,
  DEFAULT_VIEW,
  parseDashboardView,
  writeDashboardView,
} from './dashboard-view.ts';

const parse = (query: string) => parseDashboardView(new URLSearchParams(query));
const write = (view: Partial<DashboardView>, current = '') =>
  writeDashboardView({ ...DEFAULT_VIEW, ...view }, new URLSearchParams(current)).toString();

describe('parseDashboardView (spec 02 §2 query names)', () => {
  it('an empty query is the default view: last 30 days by day (spec 02 §9)', () => {
    expect(parse('')).toEqual(DEFAULT_VIEW);
  });

  it('reads a preset, the unit, contexts joined by "-", the template and a drill-down', () => {
    expect(
      parse('from=last-90-days&timeUnit=weeks&contextIds=4-1-7&config=12&widgetId=topics&feed_hash=ab12'),
    ).toEqual({
      time: 'last-90-days',
      custom: null,
      timeUnit: 'weeks',
      contextIds: [4, 1, 7],
      templateId: 12,
      drillDown: { widgetId: 'topics', feedHash: 'ab12' },
    });
  });

  it('reads a custom range of calendar days', () => {
    expect(parse('from=2026-10-01&to=2026-10-15&timeUnit=weeks')).toMatchObject({
      time: 'CUSTOM',
      custom: { start: '2026-10-01', end: '2026-10-15' },
      timeUnit: 'weeks',
    });
  });

  it.each([
    ['from=last-7-days&timeUnit=months', 'days'],
    ['from=last-3-hours&timeUnit=days', 'hours'],
    ['from=last-30-days&timeUnit=centuries', 'days'],
  ])('a unit the range does not allow falls back (%s)', (query, unit) => {
    expect(parse(query).timeUnit).toBe(unit);
  });

  it.each([
    ['from=2026-10-15&to=2026-10-01'],
    ['from=2026-02-30&to=2026-03-02'],
    ['from=CUSTOM'],
    ['from=yesterday'],
  ])('an unreadable range falls back to the default (%s)', (query) => {
    expect(parse(query)).toMatchObject({ time: 'last-30-days', custom: null });
  });

  it('keeps at most 3 distinct positive context ids (spec 02 §5)', () => {
    expect(parse('contextIds=1-1-x-0-2-3-4').contextIds).toEqual([1, 2, 3]);
  });

  it('ignores a drill-down of an unknown widget or without a hash', () => {
    expect(parse('widgetId=nope&feed_hash=ab').drillDown).toBeNull();
    expect(parse('widgetId=topics').drillDown).toBeNull();
  });
});

describe('writeDashboardView', () => {
  it('leaves the default view at a bare URL and keeps the shared-link code', () => {
    expect(write({})).toBe('');
    expect(write({}, 'shared_link_code=xyz&from=last-7-days')).toBe('shared_link_code=xyz');
  });

  it('round-trips every field', () => {
    const view: DashboardView = {
      time: 'CUSTOM',
      custom: { start: '2026-09-01', end: '2026-11-01' },
      timeUnit: 'months',
      contextIds: [5, 2],
      templateId: 3,
      drillDown: { widgetId: 'sentiment', feedHash: 'f00' },
    };
    const query = writeDashboardView(view, new URLSearchParams());
    expect(query.toString()).toBe(
      'from=2026-09-01&to=2026-11-01&timeUnit=months&contextIds=5-2&config=3&widgetId=sentiment&feed_hash=f00',
    );
    expect(parseDashboardView(query)).toEqual(view);
  });
});
