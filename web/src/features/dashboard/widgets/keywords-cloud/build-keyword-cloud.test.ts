import { describe, expect, it } from 'vitest';
import { buildKeywordCloud, type KeywordCloudData } from './build-keyword-cloud.ts';

describe('buildKeywordCloud', () => {
  const data: KeywordCloudData = {
    page: 1,
    perPage: 7,
    totalKeywords: 3,
    keywords: [
      { keyword: 'acme', count: 100, positive: 50, neutral: 30, negative: 20 },
      { keyword: 'down', count: 40, positive: 0, neutral: 0, negative: 40 },
      { keyword: 'meh', count: 1, positive: 0, neutral: 1, negative: 0 },
    ],
  };

  it('sizes each word against the largest and tones it by its dominant sentiment', () => {
    expect(buildKeywordCloud(data)).toEqual([
      { keyword: 'acme', count: 100, weight: 5, tone: 'positive' },
      { keyword: 'down', count: 40, weight: 2, tone: 'negative' },
      { keyword: 'meh', count: 1, weight: 1, tone: 'neutral' },
    ]);
  });

  it('copes with an empty page', () => {
    expect(buildKeywordCloud({ ...data, keywords: [] })).toEqual([]);
  });
});
