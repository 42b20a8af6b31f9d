import { describe, expect, it } from 'vitest';
import { splitList, streamFieldsOf, streamTypeOf } from './stream-fields.ts';

describe('spec 02 §3: the fields of a new stream vary by network', () => {
  it.each([
    ['custom', null, 'inbox', ['searchPhrase', 'matchPhrase', 'ignorePhrase']],
    ['twitter', null, 'stream', ['searchPhrase', 'matchPhrase', 'ignorePhrase']],
    ['instagram', null, 'hashtag', ['hashtags', 'matchPhrase', 'ignorePhrase']],
    ['reddit', null, 'subreddit', ['subreddits', 'searchPhrase', 'matchPhrase', 'ignorePhrase']],
    ['youtube', null, 'channel', ['channelUrl', 'matchPhrase', 'ignorePhrase']],
    ['articles', null, 'rss', ['rssUrls', 'matchPhrase', 'ignorePhrase']],
    ['reviews', 'ios', 'review_stream', ['appId']],
    ['reviews', 'googlePlay', 'review_stream', ['packageName']],
    ['reviews', 'trustpilot', 'review_stream', ['businessName']],
  ] as const)('%s (%s) creates a %s stream with %j', (group, network, type, fields) => {
    expect(streamTypeOf(group)).toBe(type);
    expect(streamFieldsOf(group, network)).toEqual(fields);
  });

  it('splits lists on commas and drops the #, @ and r/ people type', () => {
    expect(splitList(' #sale, r/acme ,, @brand ')).toEqual(['sale', 'acme', 'brand']);
    expect(splitList('https://a.test/feed, https://b.test/rss', false)).toEqual([
      'https://a.test/feed',
      'https://b.test/rss',
    ]);
  });
});
