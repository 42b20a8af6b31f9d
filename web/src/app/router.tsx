/**
 * The route table (spec 01 §2, CONVENTIONS §4): every layout and guard of the app is stated here.
 * Each branch is a pathless layout route whose loader applies one access rule; screens are lazy,
 * so each is its own chunk. Route modules stay thin and compose features.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router-dom';
import { AuthLayout } from '#/components/layouts/auth-layout.tsx';
import { DefaultLayout } from '#/components/layouts/default-layout.tsx';
import { LoaderLayout } from '#/components/layouts/loader-layout.tsx';
import { SessionLayout } from '#/components/layouts/session-layout.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { ROUTER_BASENAME, SHARED_LINK_CODE, toRouterPath } from '#/config/paths.ts';
import { restoreSession } from '#/features/auth/api/restore-session.ts';
import { registerNavigator } from '#/lib/navigation.ts';
import { type Access, accessRedirect } from './guards.ts';
import type { RouteHandle } from './page-title.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Start-up validation first (spec 01 §2), then the branch's access rule. */
const guard =
  (access: Access) =>
  async ({ request }: LoaderFunctionArgs) => {
    const user = await restoreSession();
    const url = new URL(request.url);
    const target = accessRedirect(access, {
      signedIn: user !== null,
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

function FullPageSpinner() {
  return (
    <div className="full-page-spinner">
      <Spinner size="large" />
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        loader: guard('guest-only'),
        element: <AuthLayout heading="Login" />,
        children: [
          {
            path: 'login',
            lazy: screen(() => import('./routes/login.tsx')),
            handle: handle({ title: 'Login' }),
          },
        ],
      },
      {
        loader: guard('login-required'),
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
        loader: guard('login-required-unless-shared-link'),
        Component: DefaultLayout,
        children: [
          {
            index: true,
            lazy: screen(() => import('./routes/dashboard.tsx')),
            handle: handle({ title: 'Dashboard' }),
          },
        ],
      },
      {
        loader: guard('any'),
        Component: SessionLayout,
        children: [
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
