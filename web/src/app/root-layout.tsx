/**
 * The root of every route: hands react-aria links the router's navigation, and keeps the page
 * title in step with the deepest route that names one.
 */
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useMatches, useNavigate } from 'react-router-dom';
import { Toasts } from '#/components/ui/toast.tsx';
import { env } from '#/config/env.ts';
import { pageTitle, type RouteHandle } from './page-title.ts';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <RouteTitle />
      <Outlet />
      <Toasts />
    </AriaRouterProvider>
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
