/**
 * The endpoint table: every call of the contract, so the mock can register a route for each
 * and the OpenAPI document lists them all.
 */
import * as accountEvents from './account-events.ts';
import * as accounts from './accounts.ts';
import * as admin from './admin.ts';
import * as configuration from './configuration.ts';
import * as content from './content.ts';
import * as dashboard from './dashboard.ts';
import * as dashboardConfig from './dashboard-config.ts';
import type { AnyEndpoint } from './define.ts';
import * as feedItems from './feed-items.ts';
import * as mock from './mock.ts';
import * as notifications from './notifications.ts';
import * as searchLibrary from './search-library.ts';
import * as sentimentExcludeWords from './sentiment-exclude-words.ts';
import * as session from './session.ts';
import * as sharedLinks from './shared-links.ts';
import * as teams from './teams.ts';
import * as topics from './topics.ts';

export type { Access, AnyEndpoint, EndpointDef, HttpMethod } from './define.ts';
export { endpoint } from './define.ts';
export {
  accountEvents,
  accounts,
  admin,
  configuration,
  content,
  dashboard,
  dashboardConfig,
  feedItems,
  mock,
  notifications,
  searchLibrary,
  sentimentExcludeWords,
  session,
  sharedLinks,
  teams,
  topics,
};

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v;

// Pure: a bundle that never reads the table (the web app) keeps only the entries it calls.
export const ENDPOINTS: readonly AnyEndpoint[] = /* @__PURE__ */ [
  session,
  dashboard,
  mock,
  sharedLinks,
  accounts,
  teams,
  notifications,
  accountEvents,
  admin,
  content,
  configuration,
  feedItems,
  searchLibrary,
  sentimentExcludeWords,
  topics,
  dashboardConfig,
].flatMap((m) => Object.values(m).filter(isEndpoint));
