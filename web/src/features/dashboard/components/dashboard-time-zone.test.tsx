/**
 * issue 11 "Time": the dashboard's days are those of the user's business profile (spec 02 §7: a
 * business profile has a timeZone; the calls take `timeZone`), not the browser's (UTC here). At
 * 02:00 UTC on 20 Nov it is still 19 Nov in New York: a New York user's "Yesterday" is 18 Nov, cut
 * at New York midnight, and every call says so.
 */
import { type AnyEndpoint, content, dashboard, dashboardConfig } from '@sl/api-contract/endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '#/app/provider.tsx';
import { currentUser } from '#/lib/session.ts';
import { buildAccount, handle, requests, server } from '#/testing/api-server.ts';
import { Dashboard } from './dashboard.tsx';

// Highcharts needs a real layout engine; the axis labels it would draw are shown as a list.
vi.mock('#/components/charts/chart.tsx', () => ({
  Chart: ({ label, options }: { label: string; options: { xAxis?: { categories?: string[] } } }) => (
    <figure aria-label={label}>
      <ul aria-label={`${label} axis`}>
        {(options.xAxis?.categories ?? []).map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </figure>
  ),
}));

const NOW = new Date('2026-11-20T02:00:00.000Z');

const userIn = (timeZone: string) =>
  buildAccount({ businessProfile: { ...buildAccount().businessProfile, timeZone } });

/** The sentiment card and the annotations answer; every other read fails in its own card. */
function serve() {
  const others: AnyEndpoint[] = [
    ...Object.values(dashboard).filter((ep) => ep !== dashboard.dashboardSentiment),
    dashboardConfig.dashboardSelector,
    dashboardConfig.listDashboardTemplates,
  ];
  server.use(
    handle(dashboard.dashboardSentiment, () => ({
      body: {
        total: 3,
        positive: 1,
        neutral: 1,
        negative: 1,
        interval: 'hours' as const,
        // The API's buckets are hours of the zone it was asked for.
        series: [{ date: '2026-11-18T00:00', positive: 1, neutral: 1, negative: 1 }],
      },
    })),
    handle(content.listLayers, () => ({
      body: {
        data: [
          {
            id: 1,
            business_profile_id: 1,
            name: 'Incidents',
            color: '#f5222d',
            brand: null,
            type: 'public' as const,
            created_by: 2,
          },
        ],
      },
    })),
    handle(content.listAnnotations, () => ({
      body: {
        data: [
          {
            id: 1,
            business_profile_id: 1,
            name: 'Outage',
            text: '',
            layer_id: 1,
            anchor_date: '2026-11-18T23:30:00.000Z',
            user_id: 2,
            attachments: [],
            search_item_id: null,
            created_at: '2026-11-18T23:30:00.000Z',
          },
        ],
      },
    })),
    ...others.map((ep) => handle(ep, () => ({ status: 503, body: { error_message: 'Not in this test' } }))),
  );
}

function renderDashboard(search: string) {
  const router = createMemoryRouter([{ path: '/', element: <Dashboard sharedLinkCode={null} /> }], {
    initialEntries: [`/${search}`],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const sentimentBodies = () =>
  requests
    .filter((r) => r.path === '/v1/dashboard/sentiment')
    .map((r) => r.body as { time_zone: string; range: { from: string; to: string } });

beforeEach(() => {
  // Only the clock: MSW and the query cache keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  serve();
});
afterEach(() => vi.useRealTimers());

describe('the dashboard in the business profile’s time zone (issue 11 "Time", spec 02 §7)', () => {
  it('cuts a New York user’s Yesterday at New York midnight and sends that zone in every call', async () => {
    currentUser.set(userIn('America/New_York'));
    renderDashboard('?from=YESTERDAY&timeUnit=hours');
    expect(await screen.findByText('Yesterday (18 Nov 2026 – 18 Nov 2026), by hour')).toBeTruthy();
    await waitFor(() => expect(sentimentBodies()).toHaveLength(1));
    expect(sentimentBodies()[0]).toMatchObject({
      time_zone: 'America/New_York',
      range: { from: '2026-11-18T05:00:00.000Z', to: '2026-11-19T05:00:00.000Z' },
    });
    // Every dashboard read carries the zone, not only the sentiment card's.
    const reads = requests.filter((r) => r.path.startsWith('/v1/dashboard/') && r.method === 'POST');
    expect(reads.length).toBeGreaterThan(5);
    for (const r of reads) expect((r.body as { time_zone?: string }).time_zone).toBe('America/New_York');
    // The API's bucket keys are read as they are (the zone's wall clock), not shifted by the browser's.
    const axis = await screen.findByRole('list', { name: 'Sentiment per period axis' });
    expect(axis.textContent).toBe('18 Nov 00:00');
    // 23:30 UTC on 18 Nov is 18:30 in New York.
    const list = await screen.findByRole('list', { name: 'Annotations on sentiment' });
    expect(list.textContent).toContain('18 Nov 2026 18:30:00');
  });

  it('cuts the same Yesterday at UTC midnight for a profile without a zone (spec 02: falls back to UTC)', async () => {
    currentUser.set(userIn(''));
    renderDashboard('?from=YESTERDAY&timeUnit=hours');
    expect(await screen.findByText('Yesterday (19 Nov 2026 – 19 Nov 2026), by hour')).toBeTruthy();
    await waitFor(() => expect(sentimentBodies()).toHaveLength(1));
    expect(sentimentBodies()[0]).toMatchObject({
      time_zone: 'UTC',
      range: { from: '2026-11-19T00:00:00.000Z', to: '2026-11-20T00:00:00.000Z' },
    });
  });

  it('cuts a custom range at New York midnight, summer time at its start and winter time at its end', async () => {
    currentUser.set(userIn('America/New_York'));
    renderDashboard('?from=2026-11-01&to=2026-11-19');
    // 1 Nov starts in summer time (04:00 UTC), the day after 19 Nov in winter time (05:00 UTC).
    await waitFor(() => expect(sentimentBodies()).toHaveLength(1));
    expect(sentimentBodies()[0]?.range).toEqual({
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-20T05:00:00.000Z',
    });
    expect(screen.getByText('01 Nov 2026 – 19 Nov 2026, by day')).toBeTruthy();
  });
});
