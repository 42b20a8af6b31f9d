import { expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');

it.each([
  ['2026-11-20T11:59:40Z', 'just now'],
  ['2026-11-20T11:55:00Z', '5 minutes ago'],
  ['2026-11-20T09:00:00Z', '3 hours ago'],
  ['2026-11-19T10:00:00Z', 'yesterday'],
  ['2026-11-16T12:00:00Z', '4 days ago'],
  ['2026-11-06T12:00:00Z', '2 weeks ago'],
  ['2026-08-20T12:00:00Z', '3 months ago'],
])('%s reads %s', (iso, expected) => {
  expect(formatRelativeTime(iso, NOW)).toBe(expected);
});
