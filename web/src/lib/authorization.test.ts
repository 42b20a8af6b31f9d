import { ROLES, type Role } from '@sl/api-contract/schemas/common';
import { describe, expect, it } from 'vitest';
import { authorizable } from '#/testing/authorizable.ts';
import { can, DASHBOARD_V1_PROFILE_ID, type Policy } from './authorization.ts';

const { SYS_ADMIN, ADMIN, AGENT, GUEST } = ROLES;
const user = authorizable;

/** Which of the four roles pass each role-only policy (spec 01 §6). */
const BY_ROLE: [Policy, Role[]][] = [
  ['manageBusinessProfiles', [SYS_ADMIN]],
  ['manageTopics', [SYS_ADMIN]],
  ['openSettings', [SYS_ADMIN, ADMIN, AGENT]],
  ['manageRulesAndReports', [SYS_ADMIN, ADMIN]],
  ['useReducedMenu', [GUEST]],
  ['configureSingleSignOn', [SYS_ADMIN, ADMIN]],
  ['editSentimentExcludeTerms', [SYS_ADMIN, ADMIN]],
];

describe('named policies (spec 01 §6 roles and permission scopes)', () => {
  it.each(BY_ROLE)('%s passes exactly %j', (policy, allowed) => {
    for (const role of [SYS_ADMIN, ADMIN, AGENT, GUEST]) {
      expect(can(user(role), policy), `role ${role}`).toBe(allowed.includes(role));
    }
  });

  it('anonymous viewers pass no policy', () => {
    for (const [policy] of BY_ROLE) expect(can(null, policy)).toBe(false);
  });

  it('People, Profiles, Teams need scope settings, permission index, action write, value above 0', () => {
    expect(can(user(AGENT), 'manageSettingsEntries')).toBe(false);
    expect(can(user(SYS_ADMIN), 'manageSettingsEntries')).toBe(false);
    expect(
      can(user(AGENT, { permissions: { settings: { index: { write: 0 } } } }), 'manageSettingsEntries'),
    ).toBe(false);
    expect(
      can(user(AGENT, { permissions: { settings: { index: { read: 1 } } } }), 'manageSettingsEntries'),
    ).toBe(false);
    expect(
      can(user(GUEST, { permissions: { settings: { index: { write: 1 } } } }), 'manageSettingsEntries'),
    ).toBe(true);
  });

  it('Moderation Report: a system admin or business profile 11', () => {
    const profile11 = { businessProfile: { id: DASHBOARD_V1_PROFILE_ID } };
    expect(can(user(SYS_ADMIN), 'openModerationReport')).toBe(true);
    expect(can(user(ADMIN), 'openModerationReport')).toBe(false);
    expect(can(user(AGENT, profile11), 'openModerationReport')).toBe(true);
    expect(can(user(AGENT, profile11), 'openDashboardV1')).toBe(true);
    expect(can(user(SYS_ADMIN), 'openDashboardV1')).toBe(false);
  });

  it('Restore Admin Account only while taken over', () => {
    expect(can(user(GUEST, { overtaken: true }), 'restoreAdminAccount')).toBe(true);
    expect(can(user(SYS_ADMIN), 'restoreAdminAccount')).toBe(false);
  });
});
