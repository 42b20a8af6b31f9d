import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW } from './dashboard-view.ts';
import { buildWidgetEnv, noPostsReason, previousRange, resolveViewRange } from './widget-env.ts';

const now = new Date('2026-11-20T14:37:45Z');

describe('resolveViewRange', () => {
  it('a preset ends now (floored to the minute); a custom range runs over whole days of the zone', () => {
    expect(resolveViewRange(DEFAULT_VIEW, now, 'UTC')).toEqual({
      from: '2026-10-21T14:37:00.000Z',
      to: '2026-11-20T14:37:00.000Z',
    });
    expect(
      resolveViewRange(
        { ...DEFAULT_VIEW, time: 'CUSTOM', custom: { start: '2026-11-01', end: '2026-11-02' } },
        now,
        'UTC',
      ),
    ).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-11-03T00:00:00.000Z' });
  });
});

describe('previousRange (compared calls, spec 02 §7)', () => {
  it('is as long as the range and ends where it starts', () => {
    expect(previousRange({ from: '2026-11-10T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z' })).toEqual({
      from: '2026-10-31T00:00:00.000Z',
      to: '2026-11-10T00:00:00.000Z',
    });
  });
});

describe('buildWidgetEnv', () => {
  const range = { from: '2026-10-21T14:37:00.000Z', to: '2026-11-20T14:37:00.000Z' };
  const everything = { id: 1, title: 'Acme', color: '#1890ff', properties: { query: [], filters: {} } };
  const spanish = { ...everything, id: 7, title: 'Spanish', properties: { filters: { languages: ['es'] } } };
  const support = {
    ...everything,
    id: 3,
    title: 'Support desk',
    properties: { query: [], filters: { socialTypes: ['zendesk' as const] } },
  };

  it('sends the context as a JSON string only when it filters (spec 01 §7)', () => {
    expect(buildWidgetEnv(DEFAULT_VIEW, range, 'UTC', everything, null).body).toEqual({
      range,
      timeZone: 'UTC',
      interval: 'days',
    });
    expect(buildWidgetEnv(DEFAULT_VIEW, range, 'UTC', spanish, null).body.properties).toBe(
      '{"filters":{"languages":["es"]}}',
    );
  });

  it('puts the context back into the wire’s snake_case keys (the client converts only the body)', () => {
    expect(buildWidgetEnv(DEFAULT_VIEW, range, 'UTC', support, null).body.properties).toBe(
      '{"query":[],"filters":{"social_types":["zendesk"]}}',
    );
  });

  it('marks the partial ends and names the range for files', () => {
    const env = buildWidgetEnv(DEFAULT_VIEW, range, 'UTC', null, 'code');
    expect(env.partial).toEqual({ first: true, last: true });
    expect(env.rangeSlug).toBe('2026-10-21_2026-11-20');
    expect(env.sharedLinkCode).toBe('code');
  });

  it('says why a widget is empty', () => {
    expect(noPostsReason(buildWidgetEnv(DEFAULT_VIEW, range, 'UTC', everything, null))).toBe(
      'No posts in this time range.',
    );
    expect(noPostsReason(buildWidgetEnv(DEFAULT_VIEW, range, 'UTC', spanish, null))).toBe(
      'No posts match “Spanish” in this time range.',
    );
  });
});
