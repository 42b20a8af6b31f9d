import { describe, expect, it } from 'vitest';
import { baselineOf, coolingDown, isSpike, spikeScore, topDrivers } from './spike.ts';

describe('issue 13: spike detection', () => {
  it('measures the baseline as mean and population deviation', () => {
    expect(baselineOf([2, 4, 4, 4, 5, 5, 7])).toMatchObject({ mean: 31 / 7 });
    expect(baselineOf([5, 5, 5]).deviation).toBe(0);
  });

  it('never takes the spread under the Poisson deviation, so one extra post on flat days is no spike', () => {
    const flat = baselineOf([4, 4, 4, 4, 4, 4, 4]);
    expect(spikeScore(6, flat)).toBe(1);
    expect(isSpike(6, flat, 'high', 1)).toBe(false);
    expect(isSpike(10, flat, 'medium', 1)).toBe(true);
    expect(isSpike(10, flat, 'low', 1)).toBe(false);
    expect(isSpike(12, flat, 'low', 1)).toBe(true);
  });

  it('needs the minimum volume whatever the score', () => {
    const quiet = baselineOf([0, 0, 0, 0, 0, 0, 0]);
    expect(isSpike(4, quiet, 'medium', 5)).toBe(false);
    expect(isSpike(5, quiet, 'medium', 5)).toBe(true);
  });

  it('rests for the cooldown after raising', () => {
    const at = Date.parse('2026-01-01T10:00:00Z');
    expect(coolingDown(null, 24, at)).toBe(false);
    expect(coolingDown('2026-01-01T00:00:00Z', 24, at)).toBe(true);
    expect(coolingDown('2025-12-31T10:00:00Z', 24, at)).toBe(false);
  });

  it('ranks drivers by lift, so a word in every post does not outrank the event', () => {
    const win = new Map([
      ['brand', 30],
      ['outage', 10],
      ['login', 8],
      ['quiet', 2],
    ]);
    const before = [
      new Map([['brand', 5]]),
      new Map([
        ['brand', 5],
        ['login', 1],
      ]),
    ];
    expect(topDrivers(win, before, 3, 3).map((d) => d.key)).toEqual(['outage', 'login', 'brand']);
    expect(topDrivers(win, before, 2, 3)[1]).toEqual({ key: 'login', count: 8, baseline: 0.5 });
  });
});
