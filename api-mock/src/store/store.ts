/**
 * The mock's store: @msw/data collections (DESIGN §3) plus the sessions and the analytics index.
 * Large collections (statuses) hold plain id fields; no relations.
 */
import { Collection } from '@msw/data';
import type { Scenario } from '@sl/api-contract/schemas/scenario';
import { type StatusWire, statusSchema } from '@sl/api-contract/schemas/status';
import { hashPassword } from '../lib/password.ts';
import {
  accountEventRecord,
  discordBotRecord,
  inviteRecord,
  notificationRecord,
  outboxRecord,
  passwordResetRecord,
  samlConfigRecord,
} from './identity-records.ts';
import { DEFAULT_HELPER_SETTINGS, loadIdentityRecords } from './load-identity-records.ts';
import { type AccountRecord, accountRecord, businessProfileRecord, teamRecord } from './records.ts';
import { StatusIndex } from './status-index.ts';

export interface SessionRecord {
  accountId: number;
  accessToken: string;
  refreshToken: string;
  csrfToken: string;
  /** Host cookie value: lets the legacy token call find this session (spec 01 §7). */
  hostSessionId: string;
  accessExpiresAt: number;
  /** Set while a system admin has taken over another account: the admin's own id. */
  overtakenBy: number | null;
}

export interface LoadedScenario {
  name: string;
  seed: number;
  now: string;
  counts: Record<string, number>;
  accounts: { email: string; role: number; business_profile_id: number }[];
}

/**
 * Every collection of the store, by name. Reset, scenario loading and snapshots iterate this
 * registry, so a domain adds its collection here and nowhere else in this file's logic.
 */
function createCollections() {
  return {
    businessProfiles: new Collection({ schema: businessProfileRecord }),
    accounts: new Collection({ schema: accountRecord }),
    teams: new Collection({ schema: teamRecord }),
    statuses: new Collection({ schema: statusSchema }),
    notifications: new Collection({ schema: notificationRecord }),
    accountEvents: new Collection({ schema: accountEventRecord }),
    samlConfigs: new Collection({ schema: samlConfigRecord }),
    discordBots: new Collection({ schema: discordBotRecord }),
    teamMemberInvites: new Collection({ schema: inviteRecord }),
    passwordResets: new Collection({ schema: passwordResetRecord }),
    outbox: new Collection({ schema: outboxRecord }),
  };
}
export type Collections = ReturnType<typeof createCollections>;

export function createStore() {
  const collections = createCollections();
  const { businessProfiles, accounts, teams, statuses } = collections;
  const index = new StatusIndex();
  let bulkLoading = false;

  // Keep the analytics index in step with every single-record change.
  statuses.hooks.on('create', (event) => {
    if (!bulkLoading) index.insert(event.data.record as StatusWire);
  });
  statuses.hooks.on('delete', (event) => index.remove(event.data.deletedRecord as StatusWire));
  statuses.hooks.on('update', (event) => {
    index.remove(event.data.prevRecord as StatusWire);
    index.insert(event.data.nextRecord as StatusWire);
  });

  const sessions = new Map<string, SessionRecord>();
  let loaded: LoadedScenario | null = null;

  async function load(scenario: Scenario): Promise<LoadedScenario> {
    for (const c of Object.values(collections)) c.clear();
    index.clear();
    sessions.clear();
    for (const bp of scenario.business_profiles) {
      await businessProfiles.create({ ...bp, copied_from_business_profile_id: null });
    }
    for (const t of scenario.teams) await teams.create(t);
    for (const a of scenario.accounts) {
      await accounts.create({
        id: a.id,
        email: a.email.toLowerCase(),
        password_hash: hashPassword(a.password),
        first_name: a.first_name,
        last_name: a.last_name,
        role: a.role,
        state: 1,
        business_profile_id: a.business_profile_id,
        team_ids: a.team_ids,
        avatar_url: null,
        otp_secret: a.otp_secret,
        otp_enabled: a.otp_secret !== null,
        otp_pending_secret: null,
        backup_codes: [...a.backup_codes],
        preferences: {
          url_warning: true,
          review_on_reply: false,
          direct_email_to_network: false,
          default_dashboard_streams: [],
          helper_default_settings: { ...DEFAULT_HELPER_SETTINGS },
        },
      });
    }
    await loadIdentityRecords(collections, scenario);
    bulkLoading = true;
    try {
      for (const s of scenario.statuses) await statuses.create(s);
    } finally {
      bulkLoading = false;
    }
    index.load(statuses.all());
    loaded = {
      name: scenario.name,
      seed: scenario.seed,
      now: scenario.now,
      counts: Object.fromEntries(
        Object.entries(collections).map(([name, c]) => [
          name.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`),
          c.count(),
        ]),
      ),
      accounts: scenario.accounts.map((a) => ({
        email: a.email,
        role: a.role,
        business_profile_id: a.business_profile_id,
      })),
    };
    return loaded;
  }

  /** Replaces every record with a snapshot's (lib/persistence.ts); the analytics index is rebuilt. */
  async function restore(snapshot: {
    loaded: LoadedScenario | null;
    sessions: SessionRecord[];
    records: Record<string, unknown[]>;
  }): Promise<LoadedScenario | null> {
    for (const c of Object.values(collections)) c.clear();
    index.clear();
    sessions.clear();
    bulkLoading = true;
    try {
      for (const [name, c] of Object.entries(collections)) {
        const create = (c as { create: (r: unknown) => Promise<unknown> }).create.bind(c);
        for (const r of snapshot.records[name] ?? []) await create(r);
      }
    } finally {
      bulkLoading = false;
    }
    index.load(statuses.all());
    for (const s of snapshot.sessions) sessions.set(s.hostSessionId, s);
    loaded = snapshot.loaded;
    return loaded;
  }

  const findAccount = (id: number): AccountRecord | undefined => accounts.findFirst((q) => q.where({ id }));
  const findAccountByEmail = (email: string): AccountRecord | undefined =>
    accounts.findFirst((q) => q.where({ email: email.trim().toLowerCase() }));

  return {
    collections,
    businessProfiles,
    accounts,
    teams,
    statuses,
    index,
    sessions,
    load,
    restore,
    loaded: () => loaded,
    findAccount,
    findAccountByEmail,
  };
}

export type Store = ReturnType<typeof createStore>;
