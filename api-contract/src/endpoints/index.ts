/**
 * The endpoint table: every call of the contract, so the mock can register a route for each
 * and the OpenAPI document lists them all.
 */
import * as dashboard from './dashboard.ts';
import * as dashboardConfig from './dashboard-config.ts';
import type { AnyEndpoint } from './define.ts';
import * as mock from './mock.ts';
import * as sentimentExcludeWords from './sentiment-exclude-words.ts';
import * as session from './session.ts';
import * as sharedLinks from './shared-links.ts';
import * as topics from './topics.ts';

export type { Access, AnyEndpoint, EndpointDef, HttpMethod } from './define.ts';
export { endpoint } from './define.ts';
export { dashboard, dashboardConfig, mock, sentimentExcludeWords, session, sharedLinks, topics };

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v;

export const ENDPOINTS: readonly AnyEndpoint[] = [
  session,
  dashboard,
  mock,
  sharedLinks,
  sentimentExcludeWords,
  topics,
  dashboardConfig,
].flatMap((m) => Object.values(m).filter(isEndpoint));
