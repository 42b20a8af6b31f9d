/**
 * The endpoint table: every call of the contract, so the mock can register a route for each
 * and the OpenAPI document lists them all.
 */
import * as accountEvents from './account-events.ts';
import * as accounts from './accounts.ts';
import * as admin from './admin.ts';
import * as dashboard from './dashboard.ts';
import type { AnyEndpoint } from './define.ts';
import * as mock from './mock.ts';
import * as notifications from './notifications.ts';
import * as session from './session.ts';
import * as teams from './teams.ts';

export type { Access, AnyEndpoint, EndpointDef, HttpMethod } from './define.ts';
export { endpoint } from './define.ts';
export { accountEvents, accounts, admin, dashboard, mock, notifications, session, teams };

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v;

export const ENDPOINTS: readonly AnyEndpoint[] = [
  session,
  dashboard,
  mock,
  accounts,
  teams,
  notifications,
  accountEvents,
  admin,
].flatMap((m) => Object.values(m).filter(isEndpoint));
