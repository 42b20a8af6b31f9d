import { NETWORKS } from '@sl/api-contract/schemas/common';
import { describe, expect, it } from 'vitest';
import { readableTextColor, relativeLuminance } from './readable-text-color.ts';

const contrast = (a: string, b: string) => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('readableTextColor', () => {
  it.each([
    ['#0f1419', '#ffffff'],
    ['#ffffff', '#000000'],
    ['#d0a000', '#000000'],
    ['#1877f2', '#000000'],
    ['#5b21b6', '#ffffff'],
  ])('%s takes %s', (bg, fg) => {
    expect(readableTextColor(bg)).toBe(fg);
  });

  it('gives every network badge a contrast of at least 4.5:1 (WCAG AA)', () => {
    for (const n of NETWORKS)
      expect(contrast(n.color, readableTextColor(n.color))).toBeGreaterThanOrEqual(4.5);
  });
});
