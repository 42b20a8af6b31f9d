/**
 * Navigation for code outside React (the API client's session events). The app registers the
 * router's navigate at start-up; until then, and in tests, a full page load is the fallback.
 * Paths are router paths (without the /n basename).
 */
import { BASENAME } from '#/config/paths.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigate = (to) => window.location.assign(`${BASENAME}${to}`);

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  void navigator(to, options);
}
