import { describe, expect, it } from 'vitest';
import { planMute } from './plan-mute.ts';

describe("spec 02 §5: an entry is split on ' / ' and values already muted are skipped", () => {
  it.each([
    ['each part of an entry is its own value', 'spam / scam', [], { fresh: ['spam', 'scam'], skipped: [] }],
    ['a slash without spaces is part of the word', 'a/b', [], { fresh: ['a/b'], skipped: [] }],
    [
      'a value already muted is skipped, whatever its case',
      'SPAM / scam',
      ['spam'],
      { fresh: ['scam'], skipped: ['SPAM'] },
    ],
    ['a value repeated in the entry is sent once', 'x / X / y', [], { fresh: ['x', 'y'], skipped: [] }],
    [
      'none new: nothing to send',
      'giveaway / promo',
      ['promo', 'Giveaway'],
      { fresh: [], skipped: ['giveaway', 'promo'] },
    ],
    ['blank parts are not values', '  /  / ', [], { fresh: [], skipped: [] }],
  ])('%s', (_rule, entry, muted, plan) => {
    expect(planMute(entry, muted)).toEqual(plan);
  });
});
