/** Account record -> wire shape (spec 01 §3). Server-only fields never leave here. */
import type { AccountWire } from '@sl/api-contract/schemas/account';
import { ROLES } from '@sl/api-contract/schemas/common';
import type { AccountRecord } from '../store/records.ts';
import type { Store } from '../store/store.ts';

/** spec 01 §2, §6: People, Profiles and Teams need settings -> index -> write above 0. */
function permissionsFor(role: number): AccountWire['permissions'] {
  const canManage = role === ROLES.SYS_ADMIN || role === ROLES.ADMIN ? 1 : 0;
  return { settings: { index: { read: role === ROLES.GUEST ? 0 : 1, write: canManage } } };
}

export function serializeAccount(store: Store, account: AccountRecord, overtaken = false): AccountWire {
  const profile = store.businessProfiles.findFirst((q) => q.where({ id: account.business_profile_id }));
  const activeAccounts = store.accounts.findMany((q) =>
    q.where({ business_profile_id: account.business_profile_id, state: 1 }),
  ).length;
  const teams = store.teams
    .findMany((q) => q.where({ id: (id) => account.team_ids.includes(id) }))
    .map((t) => ({ id: t.id, name: t.name }));
  return {
    id: account.id,
    first_name: account.first_name,
    last_name: account.last_name,
    full_name: `${account.first_name} ${account.last_name}`.trim(),
    email: account.email,
    role: account.role,
    state: account.state,
    avatar_url: account.avatar_url,
    business_profile: {
      id: account.business_profile_id,
      name: profile?.name ?? '',
      logo_url: profile?.logo_url ?? null,
      active_accounts_count: activeAccounts,
      // spec 02 mock defaults: the time zone falls back to UTC.
      time_zone: profile?.time_zone || 'UTC',
    },
    teams,
    permissions: permissionsFor(account.role),
    preferences: {
      ui: {
        default_dashboard_streams: account.preferences.default_dashboard_streams,
        helper_default_settings: account.preferences.helper_default_settings,
      },
      security: { two_factor_authorization: { otp_enabled: account.otp_enabled } },
      general: {
        url_warning: account.preferences.url_warning,
        review_on_reply: account.preferences.review_on_reply,
        direct_email_to_network: account.preferences.direct_email_to_network,
      },
    },
    overtaken,
  };
}
