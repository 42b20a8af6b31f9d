/**
 * spec 01 §2 guards as a pure decision, so the route table only names the access of each branch.
 * Environment and role guards join here when routes need them.
 */
import { loginPath, paths } from '#/config/paths.ts';

export type Access =
  /** /login and friends: a signed-in user goes to the dashboard. */
  | 'guest-only'
  /** Anonymous users go to /login?redirectFrom=<full original path>. */
  | 'login-required'
  /** The dashboard: open to anonymous viewers who carry a shared-link code. */
  | 'login-required-unless-shared-link'
  /** No rule (Page not found). */
  | 'any';

export interface GuardContext {
  signedIn: boolean;
  /** The router path being opened, with its search and hash. */
  path: string;
  hasSharedLinkCode: boolean;
}

/** Where to send the user instead, or null to let them through. */
export function accessRedirect(
  access: Access,
  { signedIn, path, hasSharedLinkCode }: GuardContext,
): string | null {
  switch (access) {
    case 'guest-only':
      return signedIn ? paths.dashboard : null;
    case 'login-required':
      return signedIn ? null : loginPath(path);
    case 'login-required-unless-shared-link':
      return signedIn || hasSharedLinkCode ? null : loginPath(path);
    case 'any':
      return null;
  }
}
