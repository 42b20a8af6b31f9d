/**
 * spec 01 §2 avatar menu and §6 roles, as a pure function of the environment's menu kind and the
 * account; who sees which entry is asked of lib/authorization.ts. The top bar only renders what
 * this returns.
 */
import type { Capabilities } from '#/config/capabilities.ts';
import type { LegacyPage } from '#/config/legacy-app.ts';
import { paths } from '#/config/paths.ts';
import { type Authorizable, can } from '#/lib/authorization.ts';

export type MenuTarget =
  /** A route of this app. */
  | { kind: 'route'; href: string }
  /** A page of the legacy application (spec 01 §2: 'some entries leave for a legacy application'). */
  | { kind: 'legacy'; page: LegacyPage }
  /** spec 01 §4: leave take-over and go back to the system admin's own account. */
  | { kind: 'restore-admin' }
  /** spec 02 §2: the reply-templates modal, opened over the current page in manage mode. */
  | { kind: 'templates' };

export interface MenuEntry {
  id: string;
  label: string;
  target: MenuTarget;
  /** spec 01 §2 Custom Topics: an account event is recorded before leaving. */
  recordsAccountEvent?: boolean;
}

const route = (href: string): MenuTarget => ({ kind: 'route', href });
const legacy = (page: LegacyPage): MenuTarget => ({ kind: 'legacy', page });

const entry = (id: string, label: string, target: MenuTarget, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  label,
  target,
  ...extra,
});

export interface AvatarMenuOptions {
  /**
   * Whether a legacy application is configured (config/legacy-app.ts): without one, Dashboard V1
   * would lead to a page that does not exist, so it is not offered.
   */
  legacyApp: boolean;
}

export function buildAvatarMenu(
  menu: Capabilities['avatarMenu'],
  account: Authorizable,
  { legacyApp }: AvatarMenuOptions = { legacyApp: true },
): MenuEntry[] {
  const restore = can(account, 'restoreAdminAccount')
    ? [entry('restore-admin', 'Restore Admin Account', { kind: 'restore-admin' })]
    : [];
  const logout = entry('logout', 'Logout', route(paths.logout));

  // spec 01 §2 'Guest menu', in every environment.
  if (can(account, 'useReducedMenu')) {
    return [entry('settings', 'Settings', route(paths.accountPreferences)), ...restore, logout];
  }

  if (menu === 'legacy') {
    return [
      ...(can(account, 'manageBusinessProfiles') ? [entry('admin-bp', 'Admin BP', route(paths.admin))] : []),
      ...(can(account, 'manageSettingsEntries')
        ? [
            entry('people', 'People', route(paths.settingsUsers)),
            entry('profiles', 'Profiles', route(paths.settingsChannels)),
            entry('teams', 'Teams', route(paths.settingsTeams)),
          ]
        : []),
      entry('custom-topics', 'Custom Topics', legacy('customTopics'), { recordsAccountEvent: true }),
      ...restore,
      ...(can(account, 'manageRulesAndReports') ? [entry('rules', 'Rules', route(paths.rules))] : []),
      entry('templates', 'Templates', { kind: 'templates' }),
      ...(legacyApp && can(account, 'openDashboardV1')
        ? [entry('dashboard-v1', 'Dashboard V1', legacy('dashboardV1'))]
        : []),
      entry('settings', 'Settings', route(paths.accountSettings)),
      ...(can(account, 'manageRulesAndReports') ? [entry('reports', 'Reports', route(paths.reports))] : []),
      ...(can(account, 'openModerationReport')
        ? [entry('moderation-report', 'Moderation Report', route(paths.moderationReport))]
        : []),
      logout,
    ];
  }

  // spec 01 §2 'Other environments (local, demo)': the list as the spec gives it; Moderation Report
  // only for those the API lets open it (spec 01 §6), Dashboard V1 only when it can be reached.
  return [
    entry('users', 'Users', route(paths.settingsUsers)),
    entry('channels', 'Channels', route(paths.settingsChannels)),
    entry('teams', 'Teams', route(paths.settingsTeams)),
    entry('templates', 'Templates', { kind: 'templates' }),
    ...(legacyApp ? [entry('dashboard-v1', 'Dashboard V1', legacy('dashboardV1'))] : []),
    entry('settings', 'Settings', route(paths.accountSettings)),
    ...(can(account, 'openModerationReport')
      ? [entry('moderation-report', 'Moderation Report', route(paths.moderationReport))]
      : []),
    ...restore,
    ...(can(account, 'manageBusinessProfiles') ? [entry('admin-bp', 'Admin BP', route(paths.admin))] : []),
    ...(can(account, 'manageTopics') ? [entry('topics', 'Topics', route(paths.topics))] : []),
    // Our addition (decision 018): the app's own Rules and Reports screens, for whoever manages them.
    ...(can(account, 'manageRulesAndReports')
      ? [entry('rules', 'Rules', route(paths.rules)), entry('reports', 'Reports', route(paths.reports))]
      : []),
    logout,
  ];
}
