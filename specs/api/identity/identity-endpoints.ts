/**
 * The contract entries of the identity domains (issue 4) and who may call each one: the table
 * the role matrix and the fuzz spec iterate. An entry added to these domains without a line here
 * fails the matrix, so every route states its access (spec 01 §6, spec 02 §6).
 */

import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import {
  accountEvents,
  accounts,
  admin,
  mock,
  notifications,
  session,
  teams,
} from '@sl/api-contract/endpoints';

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;

export const IDENTITY_ENDPOINTS: readonly AnyEndpoint[] = [
  session,
  accounts,
  teams,
  notifications,
  accountEvents,
  admin,
  mock,
].flatMap((m) => Object.values(m).filter(isEndpoint));

/** Who may call: anyone, any signed-in role, a set of roles, or the control API's token. */
export type Allowed =
  | 'public'
  | 'signed-in'
  | 'managers'
  | 'members'
  | 'sys-admin'
  | 'overtaken-session'
  | 'mock-admin';

export const ROLE_SETS: Record<'managers' | 'members' | 'sys-admin', readonly number[]> = {
  managers: [0, 1],
  members: [0, 1, 2],
  'sys-admin': [0],
};

export const ACCESS: Record<string, Allowed> = {
  'session.create': 'public',
  'session.delete': 'signed-in',
  'session.refresh': 'public',
  'session.hostToken': 'public',
  'session.hostLogout': 'public',
  'accounts.get': 'signed-in',
  'session.passwordResetRequest': 'public',
  'session.passwordResetCheck': 'public',
  'session.passwordReset': 'public',
  'session.twoFactorSetup': 'signed-in',
  'session.twoFactorActivate': 'signed-in',
  'session.twoFactorRegenerate': 'signed-in',
  'session.twoFactorCheck': 'signed-in',
  'session.generalPreferences': 'signed-in',
  'session.defaultStreams': 'signed-in',
  'session.helperDefaultSettings': 'signed-in',
  'accounts.list': 'members',
  'accounts.listLegacy': 'members',
  'accounts.signUp': 'public',
  'accounts.new': 'public',
  'accounts.update': 'managers',
  'accounts.delete': 'managers',
  'accounts.invite': 'managers',
  'accounts.invites': 'managers',
  'accounts.exampleCsv': 'managers',
  'accounts.inviteResend': 'managers',
  'accounts.inviteRevoke': 'managers',
  'teams.list': 'signed-in',
  'teams.create': 'managers',
  'teams.update': 'managers',
  'teams.delete': 'managers',
  'notifications.list': 'signed-in',
  'notifications.update': 'signed-in',
  'notifications.markAsRead': 'signed-in',
  'accountEvents.list': 'managers',
  'accountEvents.labels': 'managers',
  'accountEvents.create': 'members',
  'admin.account': 'sys-admin',
  'admin.takeover': 'sys-admin',
  'admin.takeoverRelease': 'overtaken-session',
  'admin.businessProfiles': 'sys-admin',
  'admin.businessProfile': 'sys-admin',
  'admin.businessProfileCreate': 'sys-admin',
  'admin.businessProfileUpdate': 'sys-admin',
  'admin.saml': 'managers',
  'admin.samlUpdate': 'managers',
  'admin.discordBots': 'managers',
  'admin.discordBotCreate': 'managers',
  'admin.discordBotDelete': 'managers',
  'mock.reset': 'mock-admin',
  'mock.scenario': 'mock-admin',
  'mock.generate': 'mock-admin',
  'mock.generateProgress': 'mock-admin',
  'mock.outbox': 'mock-admin',
  'mock.outboxClear': 'mock-admin',
  'mock.journal': 'mock-admin',
  'mock.journalClear': 'mock-admin',
  'mock.faults': 'mock-admin',
  'mock.faultAdd': 'mock-admin',
  'mock.faultDelete': 'mock-admin',
  'mock.faultsClear': 'mock-admin',
  'mock.snapshotSave': 'mock-admin',
  'mock.snapshotLoad': 'mock-admin',
  'mock.statusesAdd': 'mock-admin',
};

/** The URL of an entry with every path parameter set to `id` (a record that does not exist by default). */
export const urlOf = (ep: AnyEndpoint, id = 9999): string =>
  (ep.base === 'host' ? '' : '/api') + ep.path.replace(/:([A-Za-z_]+)/g, String(id));

export const methodOf = (ep: AnyEndpoint) =>
  (ep.readViaPost ? 'POST' : ep.method) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
