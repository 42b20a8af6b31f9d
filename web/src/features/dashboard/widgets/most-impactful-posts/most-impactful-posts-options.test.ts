import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMPACTFUL_FILTERS,
  IMPACTFUL_SORT_OPTIONS,
  impactfulRequest,
  selectionSummary,
} from './most-impactful-posts-options.ts';

describe('most impactful posts (spec 02 §7)', () => {
  it('offers the five sort options of the spec', () => {
    expect(IMPACTFUL_SORT_OPTIONS.map((o) => o.value)).toEqual([
      'BY_MOST_SHARES',
      'BY_MOST_COMMENTS',
      'BY_MOST_FOLLOWERS',
      'counts.total_engagements',
      'counts.reach_score',
    ]);
  });

  it('asks for 6 posts per page with every sentiment and network by default', () => {
    const request = impactfulRequest(DEFAULT_IMPACTFUL_FILTERS);
    expect(request).toMatchObject({ perPage: 6, page: 1, selectedSentiments: [1, 0, -1] });
    expect(request?.selectedSocialTypes).toHaveLength(24);
  });

  it('does not call when a filter leaves no sentiment or no network (spec 02 §5)', () => {
    expect(impactfulRequest({ ...DEFAULT_IMPACTFUL_FILTERS, sentiments: [] })).toBeNull();
    expect(impactfulRequest({ ...DEFAULT_IMPACTFUL_FILTERS, networks: [] })).toBeNull();
  });

  it.each([
    [3, 3, 'sentiments', 'All sentiments'],
    [1, 3, 'sentiments', '1 selected'],
    [0, 24, 'networks', '0 selected'],
  ])('summary of %i of %i %s: %s', (count, all, noun, expected) => {
    expect(selectionSummary(count, all, noun)).toBe(expected);
  });
});
