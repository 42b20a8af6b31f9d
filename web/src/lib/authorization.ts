/**
 * Who may do what (spec 01 §6 roles and permission scopes), as named policies. Route guards
 * (app/guards.ts), menus (components/layouts/menus) and screens all ask `can(user, policy)`; no
 * other file compares a role. A new rule is a new entry here with its spec section.
 */
import { ROLES, type Role } from '@sl/api-contract/schemas/roles';

/** What a policy reads of the current user (a subset of the account, so tests can build one). */
export interface Authorizable {
  role: Role;
  businessProfile: { id: number };
  /** spec 01 §6 permission scopes: scope → permission → action → value. */
  permissions: Record<string, Record<string, Record<string, number>>>;
  /** Set while a system admin has taken over this account (spec 01 §4). */
  overtaken: boolean;
}

/** spec 01 §9: business profile 11 receives the Dashboard V1 and Moderation entries. */
export const DASHBOARD_V1_PROFILE_ID = 11;

const isSysAdmin = (user: Authorizable) => user.role === ROLES.SYS_ADMIN;
const isAdminOrSysAdmin = (user: Authorizable) => user.role === ROLES.SYS_ADMIN || user.role === ROLES.ADMIN;

export const POLICIES = {
  /** spec 01 §6: /admin and the Admin BP entry are for a system admin only. */
  manageBusinessProfiles: isSysAdmin,
  /** spec 01 §6: /topics is for a system admin only. */
  manageTopics: isSysAdmin,
  /** spec 01 §6: /settings is for a system admin, an admin or an agent. */
  openSettings: (user) => ([ROLES.SYS_ADMIN, ROLES.ADMIN, ROLES.AGENT] as Role[]).includes(user.role),
  /** spec 01 §6: People, Profiles, Teams need scope settings, permission index, action write, value above 0. */
  manageSettingsEntries: (user) => (user.permissions.settings?.index?.write ?? 0) > 0,
  /** spec 01 §6: Rules and Reports are for an admin and a system admin. */
  manageRulesAndReports: isAdminOrSysAdmin,
  /** spec 01 §6: Moderation Report is for a system admin or business profile 11. */
  openModerationReport: (user) => isSysAdmin(user) || user.businessProfile.id === DASHBOARD_V1_PROFILE_ID,
  /** spec 01 §2 avatar menu: Dashboard V1 only for business profile 11. */
  openDashboardV1: (user) => user.businessProfile.id === DASHBOARD_V1_PROFILE_ID,
  /**
   * spec 01 §6 'Restore Admin Account: only while taking over and for a system admin': the
   * overtaken flag is raised only by a system admin's take-over (spec 01 §4), so it carries both.
   */
  restoreAdminAccount: (user) => user.overtaken,
  /** spec 01 §6: guests get the reduced menu. */
  useReducedMenu: (user) => user.role === ROLES.GUEST,
  /** spec 02 §6: guests read; sharing a dashboard and saving templates write (the contract's roles 0, 1, 2). */
  editDashboards: (user) => user.role !== ROLES.GUEST,
  /** spec 01 §2 /account/settings/sso and spec 02 SAML configuration: admins and system admins. */
  configureSingleSignOn: isAdminOrSysAdmin,
  /**
   * spec 01 §7 "Accounts and teams": inviting, changing and deleting people and teams is for an
   * admin or a system admin (the API's MANAGERS); agents read the lists (Settings is theirs too).
   */
  managePeople: isAdminOrSysAdmin,
  /** Disconnecting a social profile and reading the discord bots: admins and system admins (the API's). */
  manageChannels: isAdminOrSysAdmin,
  /** Only a system admin hands out the system-admin role or changes a system admin's account. */
  manageSystemAdmins: isSysAdmin,
  /** spec 01 §2 /account/settings/sentiment: admins and system admins write, the others read. */
  editSentimentExcludeTerms: isAdminOrSysAdmin,
  /** spec 02 §5 muted keywords: the contract's writers (roles 0, 1, 2); guests read. */
  editMutedKeywords: (user) => user.role !== ROLES.GUEST,
} as const satisfies Record<string, (user: Authorizable) => boolean>;

export type Policy = keyof typeof POLICIES;

/** Whether the user (null when anonymous) passes the policy; anonymous users pass none. */
export function can(user: Authorizable | null | undefined, policy: Policy): boolean {
  return user != null && POLICIES[policy](user);
}
