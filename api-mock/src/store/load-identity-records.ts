/** Loads a scenario's identity records (issue 4) into the store; tokens are stored hashed. */
import type { Scenario } from '@sl/api-contract/schemas/scenario';
import { hashToken } from '../lib/hash-token.ts';
import type { Collections } from './store.ts';

export const DEFAULT_HELPER_SETTINGS = { language: null, tone: 'neutral', answer_length: 'medium' } as const;

/** A new account's preferences (scenario accounts and accepted invites alike): one owner. */
export const newAccountPreferences = () => ({
  url_warning: true,
  review_on_reply: false,
  direct_email_to_network: false,
  default_dashboard_streams: [] as number[],
  helper_default_settings: { ...DEFAULT_HELPER_SETTINGS },
});

export async function loadIdentityRecords(collections: Collections, scenario: Scenario): Promise<void> {
  for (const n of scenario.notifications ?? []) await collections.notifications.create(n);
  for (const e of scenario.account_events ?? []) await collections.accountEvents.create(e);
  for (const c of scenario.saml_configs ?? []) await collections.samlConfigs.create(c);
  for (const b of scenario.discord_bots ?? []) await collections.discordBots.create(b);
  for (const { token, ...invite } of scenario.team_member_invites ?? []) {
    await collections.teamMemberInvites.create({ ...invite, token_hash: hashToken(token) });
  }
}
