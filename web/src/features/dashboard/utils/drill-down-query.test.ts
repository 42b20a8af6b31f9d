import { describe, expect, it } from 'vitest';
import { onlyDrillDownChanged } from './drill-down-query.ts';

const url = (search: string, path = '/n/') => new URL(`http://app.test${path}${search}`);

describe('onlyDrillDownChanged', () => {
  it.each([
    ['', '?widgetId=sentiment&feed_hash=abc', true],
    ['?widgetId=sentiment&feed_hash=abc', '', true],
    ['?from=last-7-days&widgetId=sentiment&feed_hash=abc', '?from=last-7-days', true],
    [
      '?from=last-7-days&contextIds=1-2',
      '?contextIds=1-2&from=last-7-days&widgetId=topics&feed_hash=x',
      true,
    ],
    ['?widgetId=sentiment&feed_hash=abc', '?widgetId=topics&feed_hash=def', true],
    ['', '', true],
    ['', '?from=last-7-days', false],
    ['?from=last-7-days&widgetId=sentiment&feed_hash=abc', '?from=last-90-days', false],
    ['?contextIds=1', '?contextIds=1-2&widgetId=sentiment&feed_hash=abc', false],
    ['?config=3', '?widgetId=sentiment&feed_hash=abc', false],
    ['?shared_link_code=x', '?widgetId=sentiment&feed_hash=abc', false],
  ])('%j → %j: %s', (from, to, expected) => {
    expect(onlyDrillDownChanged(url(from), url(to))).toBe(expected);
  });

  it('is false when the path changes', () => {
    expect(onlyDrillDownChanged(url(''), url('', '/n/inbox'))).toBe(false);
  });
});
