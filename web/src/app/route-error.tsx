/**
 * Shown when a route fails to load or render: a way back rather than a blank page. It replaces the
 * root layout, so its links are plain full-page links.
 */
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { BASENAME } from '#/config/paths.ts';

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="route-error" role="alert">
      <h1>{MESSAGES.generic}</h1>
      {detail && <p>{detail}</p>}
      <p>
        <a href={window.location.href}>Reload the page</a> or <a href={`${BASENAME}/`}>go to the dashboard</a>
        .
      </p>
    </main>
  );
}
