import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW } from './dashboard-view.ts';
import { linkConfigFromView, viewFromLinkConfig } from './shared-link-config.ts';
import type { ReadContext } from './widget-env.ts';

const reviews: ReadContext = {
  id: 2,
  title: 'Reviews',
  color: '#1890ff',
  properties: { query: [], filters: { socialTypes: ['trustpilot'] } },
};
const launch: ReadContext = {
  id: 7,
  title: 'Launch',
  color: '#b222d7',
  properties: { query: [], filters: {} },
};
const range = { from: '2026-10-01T00:00:00.000Z', to: '2026-10-15T00:00:00.000Z' };

describe('decision record 014: a shared link holds the view on screen in the template shapes (spec 02 §3)', () => {
  it('a preset is stored by name, without a range; widgets as {id, config} with their config', () => {
    const config = linkConfigFromView(
      { ...DEFAULT_VIEW, time: 'last-7-days', timeUnit: 'hours' },
      range,
      [reviews, launch],
      ['sentiment', 'topics'],
      { topics: { selectedContextId: 7 } },
    );
    expect(config).toEqual({
      widgets: [
        { id: 'sentiment', config: {} },
        { id: 'topics', config: { selectedContextId: 7 } },
      ],
      contexts: [
        { id: 2, title: 'Reviews', properties: reviews.properties },
        { id: 7, title: 'Launch', properties: launch.properties },
      ],
      time: 'last-7-days',
      timeRange: null,
      timeUnit: 'hours',
    });
  });

  it('a custom range is stored with its instants and opens on the same days and range', () => {
    const config = linkConfigFromView(
      {
        ...DEFAULT_VIEW,
        time: 'CUSTOM',
        custom: { start: '2026-10-01', end: '2026-10-14' },
        timeUnit: 'weeks',
      },
      range,
      [reviews],
      ['sentiment'],
      {},
    );
    expect(config.timeRange).toEqual(range);
    const opened = viewFromLinkConfig(config, 'UTC');
    expect(opened.range).toEqual(range);
    expect(opened.view).toMatchObject({
      time: 'CUSTOM',
      custom: { start: '2026-10-01', end: '2026-10-14' },
      timeUnit: 'weeks',
      contextIds: [2],
    });
  });

  it('opens with the contexts in their order and colours (spec 02 §5) and the widgets in the link order', () => {
    const opened = viewFromLinkConfig(
      {
        widgets: [
          { id: 'topics', config: { activeTab: 'x' } },
          { id: 'sentiment', config: {} },
        ],
        contexts: [launch, reviews].map(({ id, title, properties }) => ({ id, title, properties })),
        time: 'last-90-days',
        timeRange: null,
        timeUnit: 'hours',
      },
      'Europe/Paris',
    );
    expect(opened.range).toBeNull();
    expect(opened.contexts.map((c) => [c.id, c.color])).toEqual([
      [7, '#1890ff'],
      [2, '#b222d7'],
    ]);
    expect(opened.widgets.map((w) => w.id)).toEqual(['topics', 'sentiment']);
    expect(opened.widgets[0].config).toEqual({ activeTab: 'x' });
    // spec 01 §9: hours are not offered for 90 days; the unit is refitted.
    expect(opened.view.timeUnit).not.toBe('hours');
  });
});
