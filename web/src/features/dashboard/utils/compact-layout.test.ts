import { describe, expect, it } from 'vitest';
import { storage } from '#/lib/storage.ts';
import { COMPACT_LAYOUT_KEY, readCompactLayout, writeCompactLayout } from './compact-layout.ts';

describe('compact layout (spec 02 §9: stored locally)', () => {
  it('is off until chosen, and the choice is kept on the device', () => {
    storage.removeItem(COMPACT_LAYOUT_KEY);
    expect(readCompactLayout()).toBe(false);
    writeCompactLayout(true);
    expect(storage.getItem(COMPACT_LAYOUT_KEY)).toBe('true');
    expect(readCompactLayout()).toBe(true);
    writeCompactLayout(false);
    expect(readCompactLayout()).toBe(false);
  });
});
