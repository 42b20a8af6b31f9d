/**
 * The root of every route: hands react-aria links the router's navigation, and keeps the page
 * title in step with the deepest route that names one.
 */
import { Outlet, useMatches } from 'react-router-dom';
import { RouterProvider } from '#/components/ui/router-provider.tsx';
import { Toasts } from '#/components/ui/toast.tsx';
import { env } from '#/config/env.ts';
import { pageTitle, type RouteHandle } from './page-title.ts';

export function RootLayout() {
  return (
    <RouterProvider>
      <RouteTitle />
      <Outlet />
      <Toasts />
    </RouterProvider>
  );
}

function RouteTitle() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  return <title>{pageTitle(title, env.productName)}</title>;
}
