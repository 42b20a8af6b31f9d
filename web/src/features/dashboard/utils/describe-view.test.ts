import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW } from './dashboard-view.ts';
import { describeView } from './describe-view.ts';

describe('describeView', () => {
  it('names a preset with its days and the granularity', () => {
    expect(
      describeView(DEFAULT_VIEW, { from: '2026-10-21T14:37:00.000Z', to: '2026-11-20T14:37:00.000Z' }, 'UTC'),
    ).toBe('Last 30 days (21 Oct 2026 – 20 Nov 2026), by day');
  });

  it('a custom range ends on its last day, not the midnight after', () => {
    expect(
      describeView(
        {
          ...DEFAULT_VIEW,
          time: 'CUSTOM',
          custom: { start: '2026-10-01', end: '2026-10-15' },
          timeUnit: 'weeks',
        },
        { from: '2026-09-30T22:00:00.000Z', to: '2026-10-15T22:00:00.000Z' },
        'Europe/Berlin',
      ),
    ).toBe('01 Oct 2026 – 15 Oct 2026, by week');
  });
});
