/**
 * The root of every route: keeps the page title in step with the deepest route that names one,
 * and wraps the screen in the app's providers (screen-providers.tsx: query client, react-aria's
 * router links, toasts), loaded on demand. A route whose handle says `plain` (the login, decision
 * record 013) renders without them, so its page loads none of their code.
 */
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { Spinner } from '#/components/ui/spinner.tsx';
import { env } from '#/config/env.ts';
import { pageTitle, type RouteHandle } from './page-title.ts';

/** Also asked for by the signed-in shell's route (router.tsx), beside its own chunk. */
export const loadScreenProviders = () => import('./screen-providers.tsx');
const ScreenProviders = lazy(loadScreenProviders);

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
