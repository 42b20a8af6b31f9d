/**
 * Every call the two spec documents list in their §7, as written there: the checklist that
 * `spec-calls.test.ts` holds the endpoint table against (issue 3: "every call of both documents is
 * in the contract").
 *
 * Normalised only as far as needed to compare: a leading slash, no trailing slash
 * (`/v1/helper/chats/` → `/v1/helper/chats`), and `{name}` placeholders. Paths the spec writes
 * without a leading slash (`accounts/token`, `accounts/two_factor_authentications`,
 * `v1/moderation/events`) are relative to their base like every other path. `read` marks a
 * 'read via POST' call (spec 01 §7): a POST carrying X-HTTP-Method-Override: GET.
 *
 * Left out on purpose: the third-party GIF search (spec 02 §7 "A GIF search goes to a third-party
 * GIF service": not our API) and the mock control API (DESIGN §3: not a spec call).
 */
import type { HttpMethod } from './define.ts';

export interface SpecCall {
  method: HttpMethod;
  /** Relative to the base, leading slash, `{name}` placeholders. */
  path: string;
  /** `host`: the legacy token and logout calls go to the host base, not /api (spec 01 §7). */
  base: 'api' | 'host';
  /** spec 01 §7: a POST with X-HTTP-Method-Override: GET, the parameters in the body. */
  readViaPost: boolean;
  /** Where the spec lists it, e.g. `spec 01 §7 Session and account`. */
  source: string;
}

const S01 = {
  session: 'spec 01 §7 Session and account',
  accounts: 'spec 01 §7 Accounts and teams',
  notifications: 'spec 01 §7 Notifications',
  feedItems: 'spec 01 §7 Feed items',
  dashboard: 'spec 01 §7 Dashboard calls',
  sharedLinks: 'spec 01 §7 Shared links',
  other: 'spec 01 §7 Other',
} as const;

const S02 = {
  searchLibrary: 'spec 02 §7 Search library',
  mutedKeywords: 'spec 02 §7 Muted keywords',
  excludeWords: 'spec 02 §7 Sentiment exclude words',
  widgets: 'spec 02 §7 Dashboard widgets',
  dashboardTemplates: 'spec 02 §7 Dashboard templates',
  feeds: 'spec 02 §7 Feeds',
  configuration: 'spec 02 §7 Rules, topics, keywords, SSO, discord',
  annotations: 'spec 02 §7 Annotations',
  streams: 'spec 02 §7 Streams, filters, translation',
  moderation: 'spec 02 §7 Moderation events',
  mock: 'spec 02 §7 Mock server',
} as const;

const call = (method: HttpMethod, path: string, source: string): SpecCall => ({
  method,
  path,
  base: 'api',
  readViaPost: false,
  source,
});
const host = (method: HttpMethod, path: string, source: string): SpecCall => ({
  ...call(method, path, source),
  base: 'host',
});
/** spec 01 §7, spec 02 §7: dashboard reads (and their .csv variants) are read via POST. */
const read = (path: string, source: string): SpecCall => ({
  ...call('POST', path, source),
  readViaPost: true,
});

const TWO_FACTOR = '/v1/accounts/preferences/security/two_factor_authentication';
const PASSWORD_RESET = '/v1/accounts/preferences/security/password_reset';

export const SPEC_CALLS: readonly SpecCall[] = [
  // spec 01 §7 Session and account
  call('POST', '/v1/session', S01.session),
  call('PUT', '/v1/session', S01.session),
  call('DELETE', '/v1/session', S01.session),
  // "then a GET to the legacy accounts logout path on the host base"
  host('GET', '/accounts/logout', S01.session),
  host('GET', '/accounts/token', S01.session),
  call('GET', '/v1/accounts/{id}', S01.session),
  call('POST', '/v1/accounts', S01.session),
  call('GET', '/v1/accounts/new', S01.session),
  call('POST', PASSWORD_RESET, S01.session),
  // "GET and PUT same path"
  call('GET', PASSWORD_RESET, S01.session),
  call('PUT', PASSWORD_RESET, S01.session),
  call('GET', '/v1/admin/accounts/{id}', S01.session),
  call('DELETE', '/v1/admin/accounts/takeover', S01.session),
  call('GET', '/v1/admin/business_profiles/{id}', S01.session),
  call('PUT', '/v1/accounts/preferences/general', S01.session),
  // "POST two_factor_authentication setup, activate, regenerate_backup_codes | under accounts preferences security"
  call('POST', `${TWO_FACTOR}/setup`, S01.session),
  call('POST', `${TWO_FACTOR}/activate`, S01.session),
  call('POST', `${TWO_FACTOR}/regenerate_backup_codes`, S01.session),
  call('PUT', '/v1/accounts/preferences/ui/default_streams', S01.session),
  call('POST', '/accounts/two_factor_authentications', S01.session),
  call('PUT', '/accounts/preferences/ui/tabs/helper/default_settings', S01.session),
  call('GET', '/accounts', S01.session),

  // spec 01 §7 Accounts and teams
  call('GET', '/v1/accounts', S01.accounts),
  call('POST', '/v1/team_member_invites', S01.accounts),
  call('PATCH', '/v1/accounts/{id}', S01.accounts),
  call('DELETE', '/v1/accounts/{id}', S01.accounts),
  call('GET', '/v1/account_events', S01.accounts),
  call('GET', '/v1/account_events/labels', S01.accounts),
  call('POST', '/v1/account_events', S01.accounts),
  call('GET', '/v1/teams', S01.accounts),
  call('POST', '/v1/teams', S01.accounts),
  call('PATCH', '/v1/teams/{id}', S01.accounts),
  call('DELETE', '/v1/teams/{id}', S01.accounts),
  // Also spec 02 §7 Mock server: "and GET /example-csv".
  call('GET', '/example-csv', S01.accounts),

  // spec 01 §7 Notifications
  call('GET', '/v1/notifications', S01.notifications),
  call('PATCH', '/v1/notifications/{id}', S01.notifications),
  call('POST', '/v1/notifications/mark_as_read', S01.notifications),

  // spec 01 §7 Feed items
  call('GET', '/v1/feed-items', S01.feedItems),
  call('POST', '/v1/feed-items/status/properties/state', S01.feedItems),
  call('POST', '/v1/feed-items/status/properties/translate', S01.feedItems),
  call('POST', '/v1/feed-items/{id}/assign', S01.feedItems),
  call('POST', '/v1/feed-items/{id}/unassign', S01.feedItems),
  call('POST', '/v1/feed-items/{id}/set-labels', S01.feedItems),
  call('GET', '/v1/feed-items/assigned-to-me-count', S01.feedItems),
  call('GET', '/v1/feed-items/assigned-to-me', S01.feedItems),
  call('GET', '/v1/feed-items/search-results', S01.feedItems),
  call('GET', '/v1/feed-items/count', S01.feedItems),
  call('GET', '/v1/feed-items/sentiments', S01.feedItems),
  call('GET', '/v1/feed-items/drafts', S01.feedItems),

  // spec 01 §7 Dashboard calls in this area (read via POST)
  read('/v1/dashboard/demographics/languages', S01.dashboard),
  read('/v1/dashboard/demographics/languages.csv', S01.dashboard),
  read('/v1/dashboard/demographics/countries', S01.dashboard),
  read('/v1/dashboard/demographics/countries.csv', S01.dashboard),
  read('/v1/dashboard/engagement', S01.dashboard),
  read('/v1/dashboard/reach', S01.dashboard),
  read('/v1/dashboard/impact_score', S01.dashboard),
  read('/v1/dashboard/reputation', S01.dashboard),
  read('/v1/dashboard/shares_count', S01.dashboard),
  read('/v1/dashboard/reach_score', S01.dashboard),
  read('/v1/dashboard/entities', S01.dashboard),
  read('/v1/dashboard/entities.csv', S01.dashboard),
  read('/v1/dashboard/trending_labels', S01.dashboard),
  read('/v1/dashboard/trending_labels.csv', S01.dashboard),
  read('/v1/dashboard/networks', S01.dashboard),
  read('/v1/dashboard/reports/general.csv', S01.dashboard),
  read('/v1/dashboard/conversation_clusters/searches', S01.dashboard),
  // "GET .../searches/{id} and its .csv": the spec names GET here, not a read via POST.
  call('GET', '/v1/dashboard/conversation_clusters/searches/{id}', S01.dashboard),
  call('GET', '/v1/dashboard/conversation_clusters/searches/{id}.csv', S01.dashboard),

  // spec 01 §7 Shared links: the list and the create share method and path; the override header
  // tells them apart.
  read('/v1/dashboard_shared_links', S01.sharedLinks),
  read('/v1/dashboard_shared_links/{code}', S01.sharedLinks),
  call('POST', '/v1/dashboard_shared_links', S01.sharedLinks),
  call('PUT', '/v1/dashboard_shared_links/{id}', S01.sharedLinks),

  // spec 01 §7 Other
  call('GET', '/v1/users', S01.other),
  call('DELETE', '/v1/users/{id}', S01.other),
  call('GET', '/v1/users/items', S01.other),
  call('GET', '/webhooks', S01.other),
  call('GET', '/v1/labels', S01.other),
  call('POST', '/labels', S01.other),
  call('GET', '/v1/identities/{id}', S01.other),
  call('GET', '/v1/statuses/{id}', S01.other),
  call('GET', '/v1/statuses', S01.other),
  // Templates; spec 02 §7 "Templates (reply templates)" names the same pin calls.
  call('GET', '/v1/templates', S01.other),
  call('POST', '/v1/templates', S01.other),
  call('PATCH', '/v1/templates', S01.other),
  call('PATCH', '/v1/templates/{id}', S01.other),
  call('DELETE', '/v1/templates/{id}', S01.other),
  call('POST', '/v1/templates/{id}/pin', S01.other),
  call('DELETE', '/v1/templates/{id}/pin', S01.other),
  // Admin e-mails
  call('GET', '/v1/admin/emails', S01.other),
  call('POST', '/v1/admin/emails', S01.other),
  call('PATCH', '/v1/admin/emails/{id}', S01.other),
  call('DELETE', '/v1/admin/emails/{id}', S01.other),
  call('POST', '/v1/admin/mailers', S01.other),
  // Admin business profiles (the PATCH is multipart)
  call('GET', '/v1/admin/business_profiles', S01.other),
  call('POST', '/v1/admin/business_profiles', S01.other),
  call('PATCH', '/v1/admin/business_profiles/{id}', S01.other),
  // Alerts
  call('GET', '/alerts/{id}', S01.other),
  call('POST', '/alerts', S01.other),
  call('PUT', '/alerts/{id}', S01.other),
  call('DELETE', '/alerts/{id}', S01.other),
  call('POST', '/alerts/{id}/toggle-state', S01.other),
  // Helper
  call('POST', '/v1/helper/chats', S01.other),
  call('POST', '/v1/helper/chats/{id}/messages', S01.other),
  call('GET', '/v1/helper/pinned_questions', S01.other),
  call('POST', '/v1/helper/pinned_questions', S01.other),
  call('PUT', '/v1/helper/pinned_questions/{id}', S01.other),
  call('DELETE', '/v1/helper/pinned_questions/{id}', S01.other),
  call('POST', '/v1/helper/chats/{sessionId}/messages/{id}/recover', S01.other),
  call('POST', '/v1/helper/chats/{sessionId}/messages/{id}/up_vote', S01.other),
  call('POST', '/v1/helper/chats/{sessionId}/messages/{id}/down_vote', S01.other),

  // spec 02 §7 Search library
  call('GET', '/search/folders', S02.searchLibrary),
  call('GET', '/search/items', S02.searchLibrary),
  call('POST', '/search/folders', S02.searchLibrary),
  call('POST', '/search/items', S02.searchLibrary),
  call('PUT', '/search/folders/{id}', S02.searchLibrary),
  call('PUT', '/search/items/{id}', S02.searchLibrary),
  call('POST', '/search/items/{id}/toggle-pin', S02.searchLibrary),
  call('POST', '/search/folders/{id}/toggle-pin', S02.searchLibrary),
  call('DELETE', '/search/items/{id}', S02.searchLibrary),
  call('DELETE', '/search/folders/{id}', S02.searchLibrary),

  // spec 02 §7 Muted keywords
  call('GET', '/v1/muted_keywords', S02.mutedKeywords),
  call('POST', '/v1/muted_keywords', S02.mutedKeywords),
  call('DELETE', '/v1/muted_keywords/{id}', S02.mutedKeywords),

  // spec 02 §7 Sentiment exclude words ("POST (body not shown); PUT /{id}; DELETE /{id}")
  call('GET', '/v1/sentiments/exclude_words', S02.excludeWords),
  call('POST', '/v1/sentiments/exclude_words', S02.excludeWords),
  call('PUT', '/v1/sentiments/exclude_words/{id}', S02.excludeWords),
  call('DELETE', '/v1/sentiments/exclude_words/{id}', S02.excludeWords),
  // "Mock: GET /api/v1/sentiment with business_profile_id" (the API base is /api).
  call('GET', '/v1/sentiment', S02.excludeWords),

  // spec 02 §7 Dashboard widgets (reads via POST unless the spec names GET)
  read('/v1/dashboard/conversation_themes', S02.widgets),
  read('/v1/dashboard/conversation_themes.csv', S02.widgets),
  read('/v1/dashboard/reviews', S02.widgets),
  read('/v1/dashboard/keyword_cloud', S02.widgets),
  read('/v1/dashboard/sentiment', S02.widgets),
  read('/v1/dashboard/compared_sentiment', S02.widgets),
  read('/v1/dashboard/most-impactful-posts', S02.widgets),
  read('/v1/dashboard_selector', S02.widgets),
  call('GET', '/v1/dashboard/sla', S02.widgets),
  call('GET', '/v1/dashboard/compared_sla', S02.widgets),
  read('/v1/dashboard/topics', S02.widgets),
  read('/v1/dashboard/topics.csv', S02.widgets),

  // spec 02 §7 Dashboard templates
  call('GET', '/v1/dashboard/templates', S02.dashboardTemplates),
  call('GET', '/v1/dashboard/templates/{id}', S02.dashboardTemplates),
  call('PATCH', '/v1/dashboard/templates/{id}', S02.dashboardTemplates),
  call('POST', '/v1/dashboard/templates', S02.dashboardTemplates),

  // spec 02 §7 Feeds
  call('GET', '/v1/dashboard/feeds/hash', S02.feeds),
  call('POST', '/v1/dashboard/feeds/hash', S02.feeds),

  // spec 02 §7 Rules, topics, keywords, SSO, discord
  call('GET', '/v1/admin/business_profiles/discord_bots', S02.configuration),
  call('GET', '/v1/admin/rules', S02.configuration),
  call('POST', '/v1/admin/rules', S02.configuration),
  call('PATCH', '/v1/admin/rules/{id}', S02.configuration),
  call('DELETE', '/v1/admin/rules/{id}', S02.configuration),
  call('GET', '/v1/admin/business_profiles/preferences/sso/saml', S02.configuration),
  call('PUT', '/v1/admin/business_profiles/preferences/sso/saml', S02.configuration),
  call('GET', '/v1/topics', S02.configuration),
  call('POST', '/v1/topics', S02.configuration),
  call('GET', '/v1/topics/{id}', S02.configuration),
  call('PUT', '/v1/topics/{id}', S02.configuration),
  call('DELETE', '/v1/topics/{id}', S02.configuration),
  call('GET', '/v1/keywords', S02.configuration),

  // spec 02 §7 Annotations
  call('GET', '/v1/annotations/annotations', S02.annotations),
  call('POST', '/v1/annotations/annotations', S02.annotations),
  call('PATCH', '/v1/annotations/annotations/{id}', S02.annotations),
  call('DELETE', '/v1/annotations/annotations/{id}', S02.annotations),
  call('GET', '/v1/annotations/layers', S02.annotations),
  call('POST', '/v1/annotations/layers', S02.annotations),
  call('PATCH', '/v1/annotations/layers/{id}', S02.annotations),
  call('DELETE', '/v1/annotations/layers/{id}', S02.annotations),
  call('GET', '/v1/annotations/layers_properties', S02.annotations),

  // spec 02 §7 Streams, filters, translation
  call('GET', '/v1/streams', S02.streams),
  call('GET', '/v1/filters', S02.streams),
  call('GET', '/v1/contents/translate', S02.streams),

  // spec 02 §7 Moderation events ("GET v1/moderation/events, v1/moderation/filters, ...")
  call('GET', '/v1/moderation/events', S02.moderation),
  call('GET', '/v1/moderation/filters', S02.moderation),
  call('GET', '/v1/moderation/events/export-to-csv', S02.moderation),
];

/** Parameter names are not part of the wire: `:id`, `{id}` and `{code}` all read `{}`. */
export function comparablePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, '') : withSlash;
  return trimmed.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '{}');
}

/** One line of the checklist, e.g. `POST /v1/dashboard/sentiment (read via POST)`. */
export function describeSpecCall(c: SpecCall): string {
  const flags = [c.readViaPost ? 'read via POST' : '', c.base === 'host' ? 'host base' : '']
    .filter(Boolean)
    .join(', ');
  return `${c.method} ${c.path}${flags ? ` (${flags})` : ''}`;
}
