import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, type FilterableTemplate, filterTemplates } from './filter-templates.ts';

const t = (name: string, over: Partial<FilterableTemplate> = {}): FilterableTemplate => ({
  name,
  message: `${name} message`,
  categories: [],
  languages: [],
  pinned: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const rows = [
  t('Refund', { categories: ['twitter', 'fb'], languages: ['en'], updatedAt: '2026-01-03T00:00:00Z' }),
  t('Welcome', {
    message: 'Thanks for JOINING',
    categories: ['ig'],
    languages: ['de'],
    updatedAt: '2026-01-05T00:00:00Z',
  }),
  t('Apology', {
    categories: ['review'],
    languages: ['en', 'fr'],
    pinned: true,
    updatedAt: '2026-01-01T00:00:00Z',
  }),
  t('Outage', { updatedAt: '2026-01-04T00:00:00Z' }),
];
const names = (f: Partial<typeof DEFAULT_FILTER>) =>
  filterTemplates(rows, { ...DEFAULT_FILTER, ...f }).map((r) => r.name);

describe('filterTemplates (spec 02 §5 search and filters, §9 default sort)', () => {
  it.each([
    [
      'spec 02 §9: pinned first, then DESC by date by default',
      {},
      ['Apology', 'Welcome', 'Outage', 'Refund'],
    ],
    [
      'the Sort by date toggle puts the oldest first, pinned still first',
      { order: 'asc' as const },
      ['Apology', 'Refund', 'Outage', 'Welcome'],
    ],
    ['search matches the name, case-insensitive', { search: 'reFUND' }, ['Refund']],
    ['search matches the message, case-insensitive', { search: 'joining' }, ['Welcome']],
    [
      'the icon filter keeps templates whose categories intersect',
      { categories: ['fb', 'review'] },
      ['Apology', 'Refund'],
    ],
    ['the language filter does the same for languages', { languages: ['fr', 'de'] }, ['Apology', 'Welcome']],
    ['filters combine', { categories: ['twitter'], languages: ['de'] }, []],
  ])('%s', (_name, filter, expected) => {
    expect(names(filter)).toEqual(expected);
  });
});
