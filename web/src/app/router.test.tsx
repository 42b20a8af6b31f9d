/**
 * The route table end to end in memory: guards, layouts, start-up validation and titles
 * (spec 01 §2), against contract-checked MSW handlers (testing/api-server.ts).
 */
import { SESSION_KEYS } from '@sl/api-contract/client/storage';
import {
  type AnyEndpoint,
  content,
  dashboard,
  dashboardConfig,
  notifications,
  session,
  sharedLinks,
} from '@sl/api-contract/endpoints';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BASENAME, ROUTER_BASENAME } from '#/config/paths.ts';
import { currentUser } from '#/lib/session.ts';
import { storage } from '#/lib/storage.ts';
import { buildAccountWire, handle, requests, useApi } from '#/testing/api-server.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

// Highcharts needs a real layout engine; the widget's chart is covered by its options builder.
vi.mock('#/components/charts/chart.tsx', () => ({
  Chart: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

const sentiment = {
  total: 10,
  positive: 6,
  neutral: 3,
  negative: 1,
  interval: 'days' as const,
  series: [{ date: '2026-11-01', positive: 6, neutral: 3, negative: 1 }],
};

const accountHandler = handle(session.getAccount, ({ params }) => ({
  body: buildAccountWire({ id: Number(params.id) }),
}));
/** The signed-in top bar's bell asks for the notifications (spec 01 §2): none here. */
const signedInHandlers = [accountHandler, handle(notifications.listNotifications, () => ({ body: [] }))];
/**
 * The route table is under test, not the widgets (each has its own tests): the sentiment card
 * answers, every other dashboard read (and the context selector) answers an error, which its card
 * shows with a Retry.
 */
const otherDashboardReads: AnyEndpoint[] = [
  ...Object.values(dashboard).filter((ep) => ep !== dashboard.dashboardSentiment),
  dashboardConfig.dashboardSelector,
  dashboardConfig.listDashboardTemplates,
  // The time charts' annotation layers (decision record 020).
  content.listLayers,
];
const dashboardHandlers = [
  handle(dashboard.dashboardSentiment, () => ({ body: sentiment })),
  ...otherDashboardReads.map((ep) =>
    handle(ep, () => ({ status: 503, body: { error_message: 'Not answered in this test' } })),
  ),
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [`${BASENAME}${path}`],
    basename: ROUTER_BASENAME,
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function storeSession(userId: number) {
  storage.setItem(SESSION_KEYS.userId, String(userId));
  storage.setItem(SESSION_KEYS.accessToken, 'access-1');
  storage.setItem(SESSION_KEYS.refreshToken, 'refresh-1');
  storage.setItem(SESSION_KEYS.csrfToken, 'csrf-1');
}

const location = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route table (spec 01 §2)', () => {
  it('sends an anonymous visitor of the dashboard to /login with redirectFrom', async () => {
    const router = renderAt('/?range=7');
    // The first test pays for loading the lazy dashboard module (every widget) under a busy runner.
    expect(await screen.findByRole('heading', { name: 'Login' }, { timeout: 5000 })).toBeTruthy();
    expect(location(router)).toBe('/n/login?redirectFrom=%2F%3Frange%3D7');
    await waitFor(() => expect(document.title).toBe('Login | Social Listening'));
  });

  it('opens the dashboard to an anonymous viewer with a shared-link code, controls hidden', async () => {
    useApi(
      ...dashboardHandlers,
      handle(sharedLinks.openSharedLink, ({ params }) => ({
        body: {
          id: 1,
          title: 'Launch week',
          non_logged_in_access: true,
          code: params.code,
          business_profile_id: 1,
          owner_account_id: 2,
          created_at: '2026-11-01T00:00:00.000Z',
          config: {
            widgets: [{ id: 'sentiment' as const, config: {} }],
            contexts: [{ id: 1, title: 'Acme', properties: { query: [], filters: {} } }],
            time: 'last-7-days' as const,
            time_range: null,
            time_unit: 'days' as const,
          },
        },
      })),
    );
    renderAt('/?shared_link_code=abc');
    expect(await screen.findByRole('heading', { name: 'Launch week', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sentiment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await screen.findByText('Total');
    expect(requests[0].headers['x-http-method-override']).toBe('GET');
  });

  it('validates a stored user at start-up and shows the dashboard with totals', async () => {
    storeSession(3);
    useApi(...signedInHandlers, ...dashboardHandlers);
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu for Ada Agent' }).textContent).toBe('AA');
    const totals = await screen.findByText('Total');
    expect(totals.closest('dl')?.textContent).toBe('Positive6Neutral3Negative1Total10');
    await waitFor(() => expect(document.title).toBe('Dashboard | Social Listening'));
  });

  it('clears a stored user that fails validation and asks for sign-in', async () => {
    storeSession(3);
    useApi(handle(session.getAccount, () => ({ status: 404, body: { error_message: 'Not found' } })));
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(location(router)).toBe('/n/login?redirectFrom=%2F');
    expect(storage.getItem(SESSION_KEYS.userId)).toBeNull();
  });

  it('sends a signed-in user away from /login', async () => {
    storeSession(3);
    useApi(...signedInHandlers, ...dashboardHandlers);
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(location(router)).toBe('/n/');
  });

  it('signs out on /logout: server, then host, then /login', async () => {
    storeSession(3);
    useApi(
      accountHandler,
      handle(session.deleteSession, () => ({ status: 200, body: {} })),
      handle(session.hostLogout, () => ({ status: 200, body: {} })),
    );
    const router = renderAt('/logout');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(location(router)).toBe('/n/login');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/accounts/3',
      'DELETE /v1/session',
      'GET /accounts/logout',
    ]);
    expect(currentUser.get()).toBeNull();
    expect(storage.getItem(SESSION_KEYS.accessToken)).toBeNull();
  });

  it('shows Page not found in the auth layout to anonymous visitors', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows Page not found in the default layout when signed in', async () => {
    storeSession(3);
    useApi(...signedInHandlers);
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
