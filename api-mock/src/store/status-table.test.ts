/**
 * Issue 17: the statuses table keeps its posts in a segmented map (no re-hash of a million
 * entries in one call). It must answer as one Map would, in the same order: checked against a
 * Map over random adds, deletes and re-adds, with segments of 4 entries.
 */
import { createRandom } from '@sl/fixtures';
import { describe, expect, it } from 'vitest';
import { SegmentedMap } from './status-table.ts';

describe('issue 17: the segmented map answers as a Map', () => {
  it('same lookups, size and order over random adds, deletes and re-adds', () => {
    const rng = createRandom(17);
    const map = new Map<number, string>();
    const segmented = new SegmentedMap<string>(4);
    for (let round = 0; round < 2000; round++) {
      const id = rng.int(1, 60);
      if (map.has(id) && rng.chance(0.5)) {
        expect(segmented.delete(id)).toBe(map.delete(id));
      } else if (!map.has(id)) {
        map.set(id, `post ${id} #${round}`);
        segmented.add(id, `post ${id} #${round}`);
      }
      const probe = rng.int(1, 60);
      expect(segmented.get(probe)).toBe(map.get(probe));
      expect(segmented.has(probe)).toBe(map.has(probe));
      expect(segmented.size).toBe(map.size);
    }
    expect(segmented.toArray()).toEqual([...map.values()]);
    expect([...segmented.values()]).toEqual([...map.values()]);
    expect(segmented.delete(1000)).toBe(false);
  });
});
