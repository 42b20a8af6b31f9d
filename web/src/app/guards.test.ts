import type { Environment, Role } from '@sl/api-contract/schemas/common';
import { ROLES } from '@sl/api-contract/schemas/common';
import { describe, expect, it } from 'vitest';
import { authorizable } from '#/testing/authorizable.ts';
import { type AccessRule, accessRedirect } from './guards.ts';

const { SYS_ADMIN, ADMIN, AGENT, GUEST } = ROLES;
const guestOnly: AccessRule = { login: 'guest-only' };
const required: AccessRule = { login: 'required' };
const dashboard: AccessRule = { login: 'required-unless-shared-link' };
const admin: AccessRule = { login: 'required', policy: 'manageBusinessProfiles' };
const settings: AccessRule = { login: 'required', policy: 'openSettings' };
const inbox: AccessRule = { login: 'required', route: 'inbox' };
const topics: AccessRule = { login: 'required', policy: 'manageTopics', route: 'topics' };
const charts: AccessRule = { login: 'required', route: 'charts' };
const none: AccessRule = { login: 'none' };

describe('accessRedirect (spec 01 §2 guards, in their order of meaning)', () => {
  it.each<[string, AccessRule, Environment, Role | null, string, boolean, string | null]>([
    ['guest-only lets an anonymous visitor in', guestOnly, 'local', null, '/login', false, null],
    [
      'guest-only sends a signed-in user to the dashboard',
      guestOnly,
      'local',
      AGENT,
      '/login?redirectFrom=%2F',
      false,
      '/',
    ],
    ['login-required lets a signed-in user in', required, 'local', AGENT, '/logout', false, null],
    ['login-required sends /logout to a bare /login', required, 'local', null, '/logout', false, '/login'],
    [
      'login-required keeps the full original path',
      required,
      'local',
      null,
      '/moderation-report?tab=2',
      false,
      '/login?redirectFrom=%2Fmoderation-report%3Ftab%3D2',
    ],
    ['the dashboard lets a signed-in user in', dashboard, 'prod', GUEST, '/', false, null],
    [
      'the dashboard asks an anonymous visitor to sign in',
      dashboard,
      'local',
      null,
      '/?range=7',
      false,
      '/login?redirectFrom=%2F%3Frange%3D7',
    ],
    [
      'the dashboard opens to a shared-link viewer',
      dashboard,
      'local',
      null,
      '/?shared_link_code=abc',
      true,
      null,
    ],
    ['a role-restricted route lets its role in', admin, 'prod', SYS_ADMIN, '/admin', false, null],
    ['a role-restricted route sends an admin to the dashboard', admin, 'local', ADMIN, '/admin', false, '/'],
    [
      'a role-restricted route sends a guest to the dashboard',
      settings,
      'local',
      GUEST,
      '/settings/users',
      false,
      '/',
    ],
    [
      'a role-restricted route lets an agent into /settings',
      settings,
      'local',
      AGENT,
      '/settings/users',
      false,
      null,
    ],
    ['a role check comes after login', admin, 'local', null, '/admin', false, '/login?redirectFrom=%2Fadmin'],
    ['/inbox is open outside prod', inbox, 'preprod', AGENT, '/inbox', false, null],
    ['/inbox is excluded in prod', inbox, 'prod', AGENT, '/inbox', false, '/'],
    ['exclusion comes before login', inbox, 'prod', null, '/inbox', false, '/'],
    ['exclusion comes before the role', topics, 'prod', SYS_ADMIN, '/topics', false, '/'],
    ['/topics opens to a system admin outside prod', topics, 'demo', SYS_ADMIN, '/topics', false, null],
    ['/charts is excluded in preprod', charts, 'preprod', SYS_ADMIN, '/charts', false, '/'],
    ['/charts is open in local', charts, 'local', GUEST, '/charts', false, null],
    ['no rule lets an anonymous visitor in', none, 'prod', null, '/nope', false, null],
    ['no rule lets a signed-in user in', none, 'local', AGENT, '/nope', false, null],
  ])('%s (%s)', (_, rule, env, role, path, hasSharedLinkCode, expected) => {
    const user = role === null ? null : authorizable(role);
    expect(accessRedirect(rule, { env, user, path, hasSharedLinkCode })).toBe(expected);
  });
});
