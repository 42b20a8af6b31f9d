/**
 * The root of every route: keeps the page title in step with the deepest route that names one,
 * and wraps the screen in the app's providers (screen-providers.tsx: query client, react-aria's
 * router links, toasts), loaded on demand. A route whose handle says `plain` (the login, decision
 * record 013) renders without them, so its page loads none of their code.
 */
import { type ReactNode, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { Spinner } from '#/components/ui/spinner.tsx';
import { env } from '#/config/env.ts';
import { onDemand, useOnDemand } from '#/lib/on-demand.ts';
import { pageTitle, type RouteHandle } from './page-title.ts';

/**
 * Also asked for by the shells' routes (router.tsx), which wait for it beside their own chunk: the
 * root layout then renders the screen at once. Issue 17 (decision record 013, twelfth step): as a
 * React.lazy component it suspended on its first render even with its chunk in, showed the page's
 * spinner, and React held the dashboard back until 300 ms after that spinner (the retry
 * throttle), 220-235 ms after it was ready, on every first visit.
 */
export const screenProviders = onDemand(() => import('./screen-providers.tsx'));

function ScreenProviders({ children }: { children: ReactNode }) {
  const { default: Providers } = useOnDemand(screenProviders);
  return <Providers>{children}</Providers>;
}

export function FullPageSpinner() {
  return (
    <div className="full-page-spinner">
      <Spinner size="large" />
    </div>
  );
}

export function RootLayout() {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const title = handles
    .map((h) => h?.title)
    .filter(Boolean)
    .at(-1);
  const plain = handles.some((h) => h?.plain);
  return (
    <>
      <title>{pageTitle(title, env.productName)}</title>
      {plain ? (
        <Outlet />
      ) : (
        <Suspense fallback={<FullPageSpinner />}>
          <ScreenProviders>
            <Outlet />
          </ScreenProviders>
        </Suspense>
      )}
    </>
  );
}
