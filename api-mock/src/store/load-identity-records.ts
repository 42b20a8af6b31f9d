/** Loads a scenario's identity records (issue 4) into the store; tokens are stored hashed. */
import type { Scenario } from '@sl/api-contract/schemas/scenario';
import { hashToken } from '../lib/hash-token.ts';
import type { Collections } from './store.ts';

export const DEFAULT_HELPER_SETTINGS = { language: null, tone: 'neutral', answer_length: 'medium' } as const;

export async function loadIdentityRecords(collections: Collections, scenario: Scenario): Promise<void> {
  for (const n of scenario.notifications ?? []) await collections.notifications.create(n);
  for (const e of scenario.account_events ?? []) await collections.accountEvents.create(e);
  for (const c of scenario.saml_configs ?? []) await collections.samlConfigs.create(c);
  for (const b of scenario.discord_bots ?? []) await collections.discordBots.create(b);
  for (const { token, ...invite } of scenario.team_member_invites ?? []) {
    await collections.teamMemberInvites.create({ ...invite, token_hash: hashToken(token) });
  }
}
