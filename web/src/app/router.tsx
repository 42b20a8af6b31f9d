/**
 * The route table (spec 01 §2, CONVENTIONS §4): every layout and guard of the app is stated here.
 * Each branch is a pathless layout route whose loader applies one access rule; screens are lazy,
 * so each is its own chunk. Route modules stay thin and compose features.
 */

import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { chartDrawing } from '#/components/charts/load-chart-drawing.ts';
import { AuthLayout } from '#/components/layouts/auth-layout.tsx';
import { LoaderLayout } from '#/components/layouts/loader-layout.tsx';
import { env } from '#/config/env.ts';
import { inviteSignUpPath, paths, ROUTER_BASENAME, SHARED_LINK_CODE, toRouterPath } from '#/config/paths.ts';
import { restoreSession } from '#/features/auth/api/restore-session.ts';
import { onlyDrillDownChanged } from '#/features/dashboard/utils/drill-down-query.ts';
import { registerNavigator } from '#/lib/navigation.ts';
import { type AccessRule, accessRedirect } from './guards.ts';
import type { RouteHandle } from './page-title.ts';
import { loadDashboardPrefetch, prefetchDashboardReads } from './read-ahead.ts';
import { FullPageSpinner, RootLayout, screenProviders } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Start-up validation first (spec 01 §2), then the route's access rule. */
const guard =
  (rule: AccessRule) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await restoreSession();
    const url = new URL(request.url);
    const target = accessRedirect(rule, {
      env: env.appEnv,
      user,
      path: toRouterPath(url),
      hasSharedLinkCode: url.searchParams.has(SHARED_LINK_CODE),
    });
    if (target) throw redirect(target);
    return null;
  };

const screen = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const handle = (h: RouteHandle) => h;

/**
 * A shell's chunk, resolved once the screen providers have arrived too (both requested at once):
 * the root layout then renders the screen without suspending (root-layout.tsx says why that
 * matters). A failure of the providers is the root layout's to show, when it asks for them.
 */
const withScreenProviders = async <M,>(shell: Promise<M>): Promise<M> => {
  const [module] = await Promise.all([shell, screenProviders.load().catch(() => {})]);
  return module;
};

/** A screen of the default layout: its path, title, access rule and lazy module (one chunk each). */
const page = (
  path: string,
  title: string,
  rule: AccessRule,
  load: () => Promise<{ default: ComponentType }>,
  children?: RouteObject[],
): RouteObject => ({
  path,
  loader: guard(rule),
  lazy: screen(load),
  handle: handle({ title }),
  ...(children ? { children } : {}),
});

const signedIn: AccessRule = { login: 'required' };

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        loader: guard({ login: 'guest-only' }),
        // Each auth screen renders its one heading (spec 01 §2 'Login'; the reset screens name their step).
        element: <AuthLayout />,
        children: [
          {
            path: 'login',
            lazy: screen(() => import('./routes/login.tsx')),
            handle: handle({ title: 'Login', plain: true }),
          },
          {
            path: 'forget-password',
            lazy: screen(() => import('./routes/forget-password.tsx')),
            handle: handle({ title: 'Forgot password' }),
          },
        ],
      },
      {
        // The e-mailed link (/n/reset-password?token=…) and the app's /reset-password/{token} open
        // the same form. Not guest-only: a signed-in user changing their password follows the same
        // link and stays signed in (decision 017).
        loader: guard({ login: 'none' }),
        element: <AuthLayout />,
        children: ['reset-password/:token', 'reset-password'].map((path) => ({
          path,
          lazy: screen(() => import('./routes/reset-password.tsx')),
          handle: handle({ title: 'Reset password' }),
        })),
      },
      {
        // spec 01 §2: the heading 'Sign Up' depends on the invite and the two-factor step, so the screen sets it.
        loader: guard({ login: 'guest-only' }),
        element: <AuthLayout />,
        children: [
          {
            path: 'sign-up',
            lazy: screen(() => import('./routes/sign-up.tsx')),
            handle: handle({ title: 'Sign Up' }),
          },
          {
            // The invite e-mail links to /n/signup?team_member_invite_token=…: the sign-up screen's tm.
            path: 'signup',
            loader: ({ request }) => redirect(inviteSignUpPath(new URL(request.url).searchParams)),
          },
        ],
      },
      {
        loader: guard(signedIn),
        Component: LoaderLayout,
        children: [
          {
            path: 'logout',
            lazy: screen(() => import('./routes/logout.tsx')),
            handle: handle({ title: 'Logout' }),
          },
        ],
      },
      {
        // Decision record 013: the shell (top bar, menus, notifications) is its own chunk, fetched
        // in parallel with the screen's chunk and the guard's session check, not part of the entry.
        // The screen providers are asked for here too: left to the root layout, they were requested
        // only once the router had resolved the screen, and the dashboard waited for them with its
        // data already in (decision record 013, seventh step); the shell now waits for them
        // (withScreenProviders, twelfth step).
        lazy: async () => ({
          Component: (await withScreenProviders(import('./shell.tsx'))).ShellDefaultLayout,
        }),
        children: [
          {
            index: true,
            // Decision record 013: the dashboard's first reads leave when the session check answers,
            // not after the route's chunk has arrived, run and rendered (on the first visit the entry
            // has started them already; the loader runs on every visit, a changed time range too).
            loader: (args) => {
              prefetchDashboardReads(new URL(args.request.url).searchParams);
              return guard({ login: 'required-unless-shared-link' })(args);
            },
            // Opening or closing a drill-down panel reads nothing new (the panel asks for its posts)
            // and cannot change the guard's answer: the loader is not run again. It did, and a
            // minute after the first visit its read-ahead sent a dozen reads under keys no widget
            // asks for (each range is resolved against the minute), ahead of the panel's own.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
              defaultShouldRevalidate && !onlyDrillDownChanged(currentUrl, nextUrl),
            // The router resolves a route's lazy module before calling its loader: asked for first,
            // the read-ahead module and its few imports are not queued behind the screen's chunks.
            lazy: screen(() => {
              void loadDashboardPrefetch();
              const dashboard = import('./routes/dashboard.tsx');
              // A failure is each chart's to show (chart.tsx), when it asks for it.
              chartDrawing.load().catch(() => {});
              return dashboard;
            }),
            handle: handle({ title: 'Dashboard' }),
          },
          page(
            'moderation-report',
            'Moderation Report',
            // spec 01 §6: the same rule as the menu entry and the API (system admin or profile 11).
            { login: 'required', policy: 'openModerationReport' },
            () => import('./routes/moderation-report.tsx'),
          ),
          page(
            'admin',
            'Admin Management',
            { login: 'required', policy: 'manageBusinessProfiles' },
            () => import('./routes/admin.tsx'),
          ),
          page('inbox', 'Inbox', { login: 'required', route: 'inbox' }, () => import('./routes/inbox.tsx')),
          page(
            'search',
            'Live Search',
            { login: 'required', route: 'search' },
            () => import('./routes/search.tsx'),
          ),
          page(
            'settings',
            'Settings',
            { login: 'required', policy: 'openSettings' },
            () => import('./routes/settings.tsx'),
            [
              { index: true, loader: () => redirect(paths.settingsUsers) },
              page('users', 'Users', signedIn, () => import('./routes/settings-users.tsx')),
              page('channels', 'Channels', signedIn, () => import('./routes/settings-channels.tsx')),
              page('teams', 'Teams', signedIn, () => import('./routes/settings-teams.tsx')),
              page('labels', 'Labels', signedIn, () => import('./routes/settings-labels.tsx')),
            ],
          ),
          page(
            'topics',
            'Topics',
            { login: 'required', policy: 'manageTopics', route: 'topics' },
            () => import('./routes/topics.tsx'),
          ),
          page('account/settings', 'Settings', signedIn, () => import('./routes/account-settings.tsx'), [
            { index: true, loader: () => redirect(paths.accountPreferences) },
            page('preferences', 'Preferences', signedIn, () => import('./routes/account-preferences.tsx')),
            page(
              'safety-and-privacy',
              'Safety and privacy',
              signedIn,
              () => import('./routes/account-safety.tsx'),
            ),
            page(
              'sentiment',
              'Sentiment exclude terms',
              signedIn,
              () => import('./routes/account-sentiment.tsx'),
            ),
            page(
              'muted-keywords',
              'Muted keywords',
              signedIn,
              () => import('./routes/account-muted-keywords.tsx'),
            ),
            page(
              'sso',
              'Single sign on',
              { login: 'required', policy: 'configureSingleSignOn' },
              () => import('./routes/account-sso.tsx'),
            ),
          ]),
          page(
            'rules',
            'Rules',
            { login: 'required', policy: 'manageRulesAndReports' },
            () => import('./routes/rules.tsx'),
          ),
          page(
            'reports',
            'Reports',
            { login: 'required', policy: 'manageRulesAndReports' },
            () => import('./routes/reports.tsx'),
          ),
          page(
            'charts',
            'Charts',
            { login: 'required', route: 'charts' },
            () => import('./routes/charts.tsx'),
          ),
        ],
      },
      {
        // spec 01 §2: /helper and /how_to state no access rule; Page not found follows the session.
        loader: guard({ login: 'none' }),
        lazy: async () => ({
          Component: (await withScreenProviders(import('./shell.tsx'))).ShellSessionLayout,
        }),
        children: [
          {
            path: 'helper',
            // Issue 14: the chat answers from the profile's data, so a signed-out visitor signs in first.
            loader: guard(signedIn),
            lazy: screen(() => import('./routes/helper.tsx')),
            handle: handle({ title: 'Helper' }),
          },
          {
            path: 'how_to',
            lazy: screen(() => import('./routes/how-to.tsx')),
            handle: handle({ title: 'How To' }),
          },
          {
            path: '*',
            lazy: screen(() => import('./routes/not-found.tsx')),
            handle: handle({ title: 'Page not found' }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes, { basename: ROUTER_BASENAME });
  // The API client's 'signed-out' event navigates through the router rather than reloading.
  registerNavigator((to, options) => router.navigate(to, options));
  return router;
}
