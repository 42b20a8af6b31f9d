/**
 * spec 01 §2 guards as one pure decision, in their order of meaning: environment exclusion,
 * login, role, guest-only. The route table states each route's rule; loaders call this.
 */
import type { Environment } from '@sl/api-contract/schemas/common';
import { CAPABILITIES, type ExcludableRoute } from '#/config/capabilities.ts';
import { loginPath, paths } from '#/config/paths.ts';
import { type Authorizable, can, type Policy } from '#/lib/authorization.ts';

export type Login =
  /** /login and friends: a signed-in user goes to the dashboard. */
  | 'guest-only'
  /** Anonymous users go to /login?redirectFrom=<full original path>. */
  | 'required'
  /** The dashboard: open to anonymous viewers who carry a shared-link code. */
  | 'required-unless-shared-link'
  /** No rule (Page not found, /helper, /how_to: spec 01 §6 'not shown'). */
  | 'none';

export interface AccessRule {
  login: Login;
  /** Only users who pass this policy (lib/authorization.ts) may open the route; others go to the dashboard. */
  policy?: Policy;
  /** The route's name in the environment's exclusion list (config/capabilities.ts). */
  route?: ExcludableRoute;
}

export interface GuardContext {
  env: Environment;
  user: Authorizable | null;
  /** The router path being opened, with its search and hash. */
  path: string;
  hasSharedLinkCode: boolean;
}

/** Where to send the user instead, or null to let them through. */
export function accessRedirect(
  rule: AccessRule,
  { env, user, path, hasSharedLinkCode }: GuardContext,
): string | null {
  if (rule.route && CAPABILITIES[env].excludedRoutes.includes(rule.route)) return paths.dashboard;
  const signedIn = user !== null;
  if (rule.login === 'required' && !signedIn) return loginPath(path);
  if (rule.login === 'required-unless-shared-link' && !signedIn && !hasSharedLinkCode) return loginPath(path);
  if (rule.policy && user && !can(user, rule.policy)) return paths.dashboard;
  if (rule.login === 'guest-only' && signedIn) return paths.dashboard;
  return null;
}
