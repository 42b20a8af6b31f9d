/**
 * The mock's store: @msw/data collections (DESIGN §3) plus the sessions and the analytics index.
 * Large collections (statuses) hold plain id fields; no relations.
 */
import { Collection } from '@msw/data';
import { dashboardTemplateSchema, feedDefinitionSchema } from '@sl/api-contract/schemas/dashboard-config';
import type { Scenario } from '@sl/api-contract/schemas/scenario';
import { searchFolderSchema, searchItemSchema } from '@sl/api-contract/schemas/search';
import { sentimentExcludeWordSchema } from '@sl/api-contract/schemas/sentiment-exclude-words';
import { sharedLinkSchema } from '@sl/api-contract/schemas/shared-links';
import { topicSchema } from '@sl/api-contract/schemas/topics';
import { runInSlices } from '@sl/fixtures';
import { mayContainTerm } from '../analytics/sentiment-scorer/exclude-terms.ts';
import { createProfileScorer } from '../analytics/sentiment-scorer/profile-scorer.ts';
import { warmTextFactsAfterLoad } from '../analytics/text-analysis.ts';
import { hashPassword } from '../lib/password.ts';
import { hashBackupCode } from '../lib/second-factor.ts';
import { HttpError } from '../plugins/errors.ts';
import { contentCollections, loadContent } from './content-collections.ts';
import {
  accountEventRecord,
  discordBotRecord,
  inviteRecord,
  notificationRecord,
  outboxRecord,
  passwordResetRecord,
  samlConfigRecord,
} from './identity-records.ts';
import { loadIdentityRecords, newAccountPreferences } from './load-identity-records.ts';
import { type AccountRecord, accountRecord, businessProfileRecord, teamRecord } from './records.ts';
import { SessionMap } from './session-map.ts';
import { type RawStatus, StatusIndex } from './status-index.ts';
import { StatusTable } from './status-table.ts';

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

/**
 * Where a load of the store stands (issue 16): the posts being stored, then indexed. While it is
 * set, the store is between two states: the API answers 503 (plugins/loading-gate.ts).
 */
export interface LoadProgress {
  stage: 'storing' | 'indexing';
  done: number;
  total: number;
}

/** What a request meanwhile is told (plugins/loading-gate.ts, and a second load). */
export const dataLoadingMessage = ({ stage, done, total }: LoadProgress): string =>
  `The data is loading (${stage} ${done} of ${total} posts). Try again in a few seconds.`;

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
    // Decision 022: posts live in their own table (one object per post, no per-post parse on bulk loads).
    statuses: new StatusTable(),
    topics: new Collection({ schema: topicSchema }),
    searchItems: new Collection({ schema: searchItemSchema }),
    searchFolders: new Collection({ schema: searchFolderSchema }),
    sharedLinks: new Collection({ schema: sharedLinkSchema }),
    notifications: new Collection({ schema: notificationRecord }),
    accountEvents: new Collection({ schema: accountEventRecord }),
    samlConfigs: new Collection({ schema: samlConfigRecord }),
    discordBots: new Collection({ schema: discordBotRecord }),
    teamMemberInvites: new Collection({ schema: inviteRecord }),
    passwordResets: new Collection({ schema: passwordResetRecord }),
    outbox: new Collection({ schema: outboxRecord }),
    ...contentCollections(),
    sentimentExcludeWords: new Collection({ schema: sentimentExcludeWordSchema }),
    dashboardTemplates: new Collection({ schema: dashboardTemplateSchema }),
    feedHashes: new Collection({ schema: feedDefinitionSchema }),
  };
}
export type Collections = ReturnType<typeof createCollections>;

export function createStore() {
  const collections = createCollections();
  const { businessProfiles, accounts, teams } = collections;
  const index = new StatusIndex();
  let bulkLoading = false;
  /** Posts stored between two yields to the event loop during a load. */
  const LOAD_SLICE = 2000;
  const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
  let loading: LoadProgress | null = null;

  /**
   * Runs one load at a time (a second one meanwhile is refused: two loads emptying and filling
   * the same collections would interleave), reporting its progress to `loading()` and `onProgress`.
   */
  async function exclusively<T>(
    total: number,
    onProgress: ((progress: LoadProgress) => void) | undefined,
    work: (report: (stage: LoadProgress['stage'], done: number) => void) => Promise<T>,
  ): Promise<T> {
    if (loading) {
      throw new HttpError(409, dataLoadingMessage(loading));
    }
    const state: LoadProgress = { stage: 'storing', done: 0, total };
    loading = state;
    try {
      return await work((stage, done) => {
        Object.assign(state, { stage, done });
        onProgress?.({ ...state });
      });
    } finally {
      loading = null;
    }
  }

  /** Builds the analytics index of `rows` in slices; `report` hears the rows indexed. */
  const indexInSlices = async (
    rows: readonly RawStatus[],
    report: (stage: 'indexing', done: number) => void,
  ) => {
    report('indexing', 0);
    await runInSlices(index.loadSteps(rows, (done) => report('indexing', done)));
    // issue 17: the texts' keywords and topics read in the background, so no request pays it.
    warmTextFactsAfterLoad(index);
  };

  // Keeps the analytics index in step with every single-record change of the statuses.
  collections.statuses.hooks.on('create', (event) => {
    if (!bulkLoading) index.insert(event.data.record);
  });
  collections.statuses.hooks.on('delete', (event) => index.remove(event.data.deletedRecord));
  collections.statuses.hooks.on('update', (event) => {
    index.remove(event.data.prevRecord);
    index.insert(event.data.nextRecord);
  });

  /**
   * Empties every collection. @msw/data's clear() is quadratic (an indexOf and a splice per
   * record: 84 s for 100k posts); the statuses table (decision 022) clears at once.
   */
  function emptyAll(): void {
    index.clear();
    for (const c of Object.values(collections)) c.clear();
    sessions.clear();
  }

  // Issue 5, spec 02 §3: the analytics count the lexicon sentiment after each profile's exclude
  // terms; whoever changes a term calls rescoreSentiment (collection hooks fire before the change
  // is stored, so the scorer would still read the old terms there).
  const scorer = createProfileScorer(index.texts, (profileId) => termsOf(profileId));
  index.setScorer(scorer.score);
  const termsOf = (profileId: number) =>
    collections.sentimentExcludeWords.findMany((q) => q.where({ business_profile_id: profileId }));
  /**
   * Issue 17: only posts whose text holds one of the old or new terms can change score, so only
   * those are re-scored (a 1M-post profile in milliseconds, not half a second).
   */
  const rescore = (profileId: number) => {
    const before = scorer.termsInUse(profileId);
    scorer.invalidate(profileId);
    if (!before) return index.rescore(profileId);
    const terms = [...before, ...termsOf(profileId)].map((t) => t.text_to_exclude);
    return index.rescore(profileId, (text) => terms.some((term) => mayContainTerm(text, term)));
  };
  const excludeWords = collections.sentimentExcludeWords;

  const sessions = new SessionMap();
  let loaded: LoadedScenario | null = null;

  /**
   * Loads a scenario. issue 16 #6: the posts are stored in slices, yielding to the event loop
   * between them, so other requests are answered during a large load; `onProgress` hears each.
   */
  async function load(
    scenario: Scenario,
    onProgress?: (progress: LoadProgress) => void,
  ): Promise<LoadedScenario> {
    return exclusively(scenario.statuses.length, onProgress, (report) => loadNow(scenario, report));
  }

  async function loadNow(
    scenario: Scenario,
    report: (stage: LoadProgress['stage'], done: number) => void,
  ): Promise<LoadedScenario> {
    emptyAll();
    for (const bp of scenario.business_profiles) {
      await businessProfiles.create({ ...bp, copied_from_business_profile_id: null });
    }
    for (const t of scenario.teams) await teams.create(t);
    for (const a of scenario.accounts) {
      await accounts.create({
        id: a.id,
        email: a.email.toLowerCase(),
        password_hash: await hashPassword(a.password),
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
        backup_codes: a.backup_codes.map(hashBackupCode),
        preferences: newAccountPreferences(),
      });
    }
    for (const item of scenario.search_items ?? []) await collections.searchItems.create(item);
    for (const folder of scenario.search_folders ?? []) await collections.searchFolders.create(folder);
    await loadIdentityRecords(collections, scenario);
    for (const t of scenario.dashboard_templates ?? []) await collections.dashboardTemplates.create(t);
    bulkLoading = true;
    try {
      // spec 02 §3 seed form: a map of term → replacement per group; one record per term.
      let excludeId = 0;
      for (const group of scenario.sentiment_exclude_words ?? []) {
        for (const [term, replacement] of Object.entries(group.exclude_terms)) {
          await excludeWords.create({
            id: ++excludeId,
            text_to_exclude: term,
            replace_with: replacement,
            languages: group.languages ?? [],
            social_types: group.social_types ?? [],
            business_profile_id: group.business_profile_id,
          });
        }
      }
      // Decision 022: the scenario's posts are the fixtures' (or a spec's) typed objects, trusted
      // as they are: stored without a parse or a copy, in slices (issue 16 #6).
      await runInSlices(
        collections.statuses.storeTrusted(scenario.statuses, (done) => report('storing', done)),
      );
    } finally {
      bulkLoading = false;
    }
    // issue 16: indexed in slices too; at a million posts one piece blocked for a minute.
    await indexInSlices(scenario.statuses, report);
    await loadContent(collections, scenario);
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

  /**
   * Replaces every record with a snapshot's (lib/persistence.ts); the analytics index is rebuilt.
   * Like `load`, in slices that yield to the event loop (issue 16: a data file of a million posts).
   */
  async function restore(
    snapshot: {
      loaded: LoadedScenario | null;
      sessions: SessionRecord[];
      records: Record<string, unknown[]>;
    },
    onProgress?: (progress: LoadProgress) => void,
  ): Promise<LoadedScenario | null> {
    const total = snapshot.records.statuses?.length ?? 0;
    return exclusively(total, onProgress, (report) => restoreNow(snapshot, report));
  }

  async function restoreNow(
    snapshot: Parameters<typeof restore>[0],
    report: (stage: LoadProgress['stage'], done: number) => void,
  ): Promise<LoadedScenario | null> {
    emptyAll();
    bulkLoading = true;
    try {
      let statuses: RawStatus[] = [];
      for (const [name, c] of Object.entries(collections)) {
        if (name === 'statuses') {
          // A data file is read back, not trusted: each post is parsed (decision 022).
          const rows = snapshot.records.statuses ?? [];
          statuses = await runInSlices(
            collections.statuses.storeParsed(rows, (done) => report('storing', done)),
          );
          continue;
        }
        const create = (c as { create: (r: unknown) => Promise<unknown> }).create.bind(c);
        const records = snapshot.records[name] ?? [];
        for (let i = 0; i < records.length; i++) {
          await create(records[i]);
          if ((i + 1) % LOAD_SLICE === 0) await yieldToEventLoop();
        }
      }
      await indexInSlices(statuses, report);
    } finally {
      bulkLoading = false;
    }
    for (const s of snapshot.sessions) sessions.set(s.hostSessionId, s);
    loaded = snapshot.loaded;
    return loaded;
  }

  // Every authenticated request asks (plugins/auth.ts): a plain scan, not the collection's query
  // builder (issue 17 "per-request overhead").
  const findAccount = (id: number): AccountRecord | undefined => accounts.all().find((a) => a.id === id);
  const findAccountByEmail = (email: string): AccountRecord | undefined =>
    accounts.findFirst((q) => q.where({ email: email.trim().toLowerCase() }));

  return {
    collections,
    businessProfiles,
    accounts,
    teams,
    get statuses() {
      return collections.statuses;
    },
    topics: collections.topics,
    searchItems: collections.searchItems,
    searchFolders: collections.searchFolders,
    sharedLinks: collections.sharedLinks,
    sentimentExcludeWords: collections.sentimentExcludeWords,
    dashboardTemplates: collections.dashboardTemplates,
    feedHashes: collections.feedHashes,
    rescoreSentiment: rescore,
    index,
    sessions,
    load,
    restore,
    loaded: () => loaded,
    /** The load under way, or null: the store is between two states while it runs. */
    loading: (): LoadProgress | null => (loading ? { ...loading } : null),
    findAccount,
    findAccountByEmail,
  };
}

export type Store = ReturnType<typeof createStore>;
