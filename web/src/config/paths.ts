/**
 * Route paths and the redirectFrom rules (spec 01 §2). Paths here are router paths, i.e. without
 * the /n basename; the router adds it.
 */
export const BASENAME = '/n';
/** The router's basename: with the trailing slash the dashboard is '/n/', the URL the server serves. */
export const ROUTER_BASENAME = `${BASENAME}/`;

export const paths = {
  dashboard: '/',
  login: '/login',
  logout: '/logout',
  signUp: '/sign-up',
  forgetPassword: '/forget-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  moderationReport: '/moderation-report',
  admin: '/admin',
  inbox: '/inbox',
  search: '/search',
  settings: '/settings',
  settingsUsers: '/settings/users',
  settingsChannels: '/settings/channels',
  settingsTeams: '/settings/teams',
  settingsLabels: '/settings/labels',
  topics: '/topics',
  accountSettings: '/account/settings',
  accountPreferences: '/account/settings/preferences',
  accountSafety: '/account/settings/safety-and-privacy',
  accountSso: '/account/settings/sso',
  accountSentiment: '/account/settings/sentiment',
  accountMutedKeywords: '/account/settings/muted-keywords',
  charts: '/charts',
  helper: '/helper',
  howTo: '/how_to',
  rules: '/rules',
  reports: '/reports',
} as const;

/** spec 02 §2 query names, and the sign-up invite token (spec 01 §2 '/sign-up ... tm'). */
export const INVITE_TOKEN = 'tm';

/** The invite e-mail's own name for the token (spec 01 §7 GET /v1/accounts/new team_member_invite_token). */
export const EMAILED_INVITE_TOKEN = 'team_member_invite_token';

/** `/signup?team_member_invite_token=x` (the e-mailed link) -> `/sign-up?tm=x`. */
export function inviteSignUpPath(search: URLSearchParams): string {
  const token = search.get(INVITE_TOKEN) ?? search.get(EMAILED_INVITE_TOKEN);
  return token ? `${paths.signUp}?${new URLSearchParams({ [INVITE_TOKEN]: token })}` : paths.signUp;
}

export const REDIRECT_FROM = 'redirectFrom';
export const SHARED_LINK_CODE = 'shared_link_code';

/** The router path of a browser location: `/n/x?y` -> `/x?y` (the basename is the router's business). */
export function toRouterPath(location: { pathname: string; search: string; hash?: string }): string {
  const { pathname } = location;
  let path = pathname;
  if (pathname === BASENAME) path = '/';
  else if (pathname.startsWith(`${BASENAME}/`)) path = pathname.slice(BASENAME.length);
  return `${path}${location.search}${location.hash ?? ''}`;
}

/** spec 01 §2: the login route carries the full original path, unless that path is itself /login or /logout. */
export function loginPath(redirectFrom?: string): string {
  if (!redirectFrom || isAuthPath(redirectFrom)) return paths.login;
  return `${paths.login}?${new URLSearchParams({ [REDIRECT_FROM]: redirectFrom })}`;
}

/**
 * spec 01 §2: after sign-in go to redirectFrom, or to the dashboard when it is /login or /logout.
 * Only app-relative paths are followed, so a crafted link cannot send the user to another site.
 */
export function afterSignInPath(redirectFrom: string | null | undefined): string {
  if (!redirectFrom || !isAppPath(redirectFrom) || isAuthPath(redirectFrom)) return paths.dashboard;
  return redirectFrom;
}

/** `/x` yes; `//host`, `/\\host` and `https://host` no (browsers read the first two as other sites). */
const isAppPath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  return pathname === paths.login || pathname === paths.logout;
}
