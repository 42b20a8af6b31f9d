import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  exportFileName,
  pageCount,
  readView,
  toEventsQuery,
  toExportQuery,
  writeView,
} from './moderation-view.ts';

describe('moderation report view (spec 02 §7: 8 a page, order field asc|desc, filters)', () => {
  it('reads the default from an empty URL and writes it back as an empty URL', () => {
    expect(readView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(writeView(DEFAULT_VIEW).toString()).toBe('');
  });

  it('round-trips page, order and every filter through the URL', () => {
    const view = {
      page: 3,
      sort: 'moderator_name' as const,
      desc: false,
      actions: ['hide', 'delete'],
      socialTypes: ['facebook'],
      moderatorIds: ['4'],
    };
    expect(readView(writeView(view))).toEqual(view);
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['sort=password&dir=asc', { sort: 'created_at', desc: false }],
    ['moderator=x&moderator=2', { moderatorIds: ['2'] }],
  ])('falls back to the default for malformed %s', (query, expected) => {
    expect(readView(new URLSearchParams(query))).toMatchObject(expected);
  });

  it('asks the API for the page in "field dir" order with only the chosen filters', () => {
    expect(toEventsQuery(DEFAULT_VIEW)).toEqual({ page: 1, order: 'created_at desc', filters: undefined });
    expect(
      toEventsQuery({ ...DEFAULT_VIEW, page: 2, sort: 'action', desc: false, moderatorIds: ['7'] }),
    ).toEqual({ page: 2, order: 'action asc', filters: { moderatorIds: [7] } });
  });

  it('exports the same order and filters without a page: every matching event', () => {
    const view = { ...DEFAULT_VIEW, page: 5, actions: ['hide'] };
    expect(toExportQuery(view)).toEqual({ order: 'created_at desc', filters: { actions: ['hide'] } });
  });

  it('counts at least one page and names the file after the day', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
    expect(exportFileName(new Date('2026-11-24T22:00:00Z'))).toBe('moderation-events_2026-11-24.csv');
  });
});
