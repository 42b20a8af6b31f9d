/**
 * spec 01 §2 avatar menu and §6 roles, as a pure function of the environment's menu kind and the
 * account. The top bar only renders what this returns.
 */
import { ROLES, type Role } from '@sl/api-contract/schemas/common';
import type { Capabilities } from '#/config/capabilities.ts';
import type { LegacyPage } from '#/config/legacy-app.ts';
import { paths } from '#/config/paths.ts';

export type MenuTarget =
  /** A route of this app. */
  | { kind: 'route'; href: string }
  /** A page of the legacy application (spec 01 §2: 'some entries leave for a legacy application'). */
  | { kind: 'legacy'; page: LegacyPage }
  /** spec 01 §4: leave take-over and go back to the system admin's own account. */
  | { kind: 'restore-admin' };

export interface MenuEntry {
  id: string;
  label: string;
  target: MenuTarget;
  /** spec 01 §2 Custom Topics: an account event is recorded before leaving. */
  recordsAccountEvent?: boolean;
}

export interface MenuAccount {
  role: Role;
  businessProfile: { id: number };
  permissions: Record<string, Record<string, Record<string, number>>>;
  /** Set while a system admin has taken over this account (spec 01 §4). */
  overtaken: boolean;
}

/** spec 01 §9: business profile 11 receives the Dashboard V1 and Moderation entries. */
export const DASHBOARD_V1_PROFILE_ID = 11;

/** spec 01 §6: People, Profiles, Teams need scope settings, permission index, action write, value above 0. */
export const canManageSettings = (account: MenuAccount): boolean =>
  (account.permissions.settings?.index?.write ?? 0) > 0;

const route = (href: string): MenuTarget => ({ kind: 'route', href });
const legacy = (page: LegacyPage): MenuTarget => ({ kind: 'legacy', page });

const entry = (id: string, label: string, target: MenuTarget, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  label,
  target,
  ...extra,
});

export function buildAvatarMenu(menu: Capabilities['avatarMenu'], account: MenuAccount): MenuEntry[] {
  const isSysAdmin = account.role === ROLES.SYS_ADMIN;
  const isAdmin = isSysAdmin || account.role === ROLES.ADMIN;
  // spec 01 §2 'Restore Admin Account (only while taking over and system admin)': the overtaken
  // flag is raised only by a system admin's take-over (spec 01 §4), so it carries both conditions.
  const restore = account.overtaken
    ? [entry('restore-admin', 'Restore Admin Account', { kind: 'restore-admin' })]
    : [];
  const logout = entry('logout', 'Logout', route(paths.logout));

  // spec 01 §2 'Guest menu', in every environment.
  if (account.role === ROLES.GUEST) {
    return [entry('settings', 'Settings', route(paths.accountPreferences)), ...restore, logout];
  }

  if (menu === 'legacy') {
    const profile11 = account.businessProfile.id === DASHBOARD_V1_PROFILE_ID;
    return [
      ...(isSysAdmin ? [entry('admin-bp', 'Admin BP', route(paths.admin))] : []),
      ...(canManageSettings(account)
        ? [
            entry('people', 'People', route(paths.settingsUsers)),
            entry('profiles', 'Profiles', route(paths.settingsChannels)),
            entry('teams', 'Teams', route(paths.settingsTeams)),
          ]
        : []),
      entry('custom-topics', 'Custom Topics', legacy('customTopics'), { recordsAccountEvent: true }),
      ...restore,
      ...(isAdmin ? [entry('rules', 'Rules', legacy('rules'))] : []),
      entry('templates', 'Templates', legacy('templates')),
      ...(profile11 ? [entry('dashboard-v1', 'Dashboard V1', legacy('dashboardV1'))] : []),
      entry('settings', 'Settings', route(paths.accountSettings)),
      ...(isAdmin ? [entry('reports', 'Reports', legacy('reports'))] : []),
      ...(profile11 || isSysAdmin
        ? [entry('moderation-report', 'Moderation Report', route(paths.moderationReport))]
        : []),
      logout,
    ];
  }

  // spec 01 §2 'Other environments (local, demo)': the list as the spec gives it.
  return [
    entry('users', 'Users', route(paths.settingsUsers)),
    entry('channels', 'Channels', route(paths.settingsChannels)),
    entry('teams', 'Teams', route(paths.settingsTeams)),
    entry('templates', 'Templates', legacy('templates')),
    entry('dashboard-v1', 'Dashboard V1', legacy('dashboardV1')),
    entry('settings', 'Settings', route(paths.accountSettings)),
    entry('moderation-report', 'Moderation Report', route(paths.moderationReport)),
    ...restore,
    ...(isSysAdmin
      ? [entry('admin-bp', 'Admin BP', route(paths.admin)), entry('topics', 'Topics', route(paths.topics))]
      : []),
    logout,
  ];
}
