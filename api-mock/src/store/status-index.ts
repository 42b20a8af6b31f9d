/**
 * The analytics' own columnar index of statuses (DESIGN §3; decision 004). Per business profile
 * the posts are kept sorted by time in typed arrays, one per field the dashboard reads, with
 * strings (language, country, text, author) turned into dictionary ids. A dashboard call is two
 * binary searches for the range and one pass over a few arrays: no object is rescanned, no
 * string compared per post. Maintained on create, update and delete; bulk loads sort once.
 */
import { NETWORK_KEYS, type Sentiment } from '@sl/api-contract/schemas/common';
import { type StatusWire, statusSchema } from '@sl/api-contract/schemas/status';
import { PAUSE_EVERY, runWhole, type Sliced } from '@sl/fixtures';
import type { z } from 'zod';
import { sortInSteps } from '../lib/sort-in-steps.ts';
import { DAY_MS, HOUR_MS, HourAggregates } from './status-aggregates.ts';

/**
 * A stored post as the fixtures or the control API wrote it, without its `sentiment`: the stored
 * field is the fixtures' label, and a post has one sentiment, the scored one (issue 10 defect 1,
 * spec 02 §3: the lexicon score after the profile's exclude terms). Reading the label from a
 * raw row does not compile; routes read `StatusIndex.scored(row)` or `scoredAt(cols, i)`.
 */
export type RawStatus = Omit<StatusWire, 'sentiment'>;
/** A post with the one sentiment routes may show, filter and count. */
export type ScoredStatus = RawStatus & { sentiment: Sentiment };

/** The statuses collection's schema: it stores what it is given, but hands out raw rows. */
export const rawStatusSchema: z.ZodType<RawStatus, z.input<typeof statusSchema>> = statusSchema;

/** The fixtures' label: only the index reads it, as the sentiment when no scorer is set. */
const fixtureLabel = (row: RawStatus): Sentiment => (row as StatusWire).sentiment;

/** A growing list of distinct strings with stable ids. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Bumped on clear, so caches keyed by id know their ids went stale. */
  generation = 0;

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.ids.set(value, id);
    }
    return id;
  }

  find(value: string): number | undefined {
    return this.ids.get(value);
  }

  get size(): number {
    return this.values.length;
  }

  clear(): void {
    this.values.length = 0;
    this.ids.clear();
    this.generation++;
  }
}

export type StatusScorer = (profileId: number, row: RawStatus, textId: number) => Sentiment;

/** A sliced re-score works at most this long before it yields (issue 17: no block over 50 ms). */
export const RESCORE_SLICE_MS = 8;
/**
 * The load's write pass pauses more often than PAUSE_EVERY (issue 17): a row whose text is new
 * is scored (tens of µs, allocating), and during the generate that allocation drives the marking
 * steps of a full collection; 1000 such rows between two pauses held the event loop 50-100 ms.
 * 100 still did at the start of the pass, where nearly every text is new: its first steps took
 * 20-50 ms each on a quiet machine (decision record 022, session 10). A pause costs a generator
 * resume and a clock read, ~100 000 of them per million rows.
 */
const WRITE_PAUSE_EVERY = 10;
/** Restarts of a re-score whose rows shifted, before it finishes without yielding. */
const RESCORE_RESTARTS = 3;

const NETWORK_ID = new Map<string, number>(NETWORK_KEYS.map((k, i) => [k, i]));
const MINUTE_MS = 60_000;

/** Ticket networks (spec 02 §1 first-reply time): their posts are tickets with a first reply or none. */
export const TICKET_NETWORKS: ReadonlySet<string> = new Set(['zendesk', 'intercom', 'helpshift']);

/**
 * A profile's support tickets (TICKET_NETWORKS) in the rows' order, (time, id): what the
 * first-reply time widget reads (issue 17: tickets are ~7 % of the posts, and the widget passed
 * over every row of its range after each new post). Kept by the index with the rows.
 */
export class TicketColumns {
  n = 0;
  time = new Float64Array(0);
  id = new Int32Array(0);
  /** As `ProfileColumns.replyMinutes`. */
  replyMinutes = new Float32Array(0);

  /** First ticket whose time is >= t. */
  lowerBound(t: number): number {
    const { time } = this;
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (time[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Makes room for `capacity` tickets (a load passes its count once: issue 17, no re-allocation). */
  reserve(capacity: number): void {
    if (capacity <= this.time.length) return;
    const next = Math.max(capacity, Math.ceil(this.time.length * 1.5), 64);
    const grow = <A extends Float64Array | Int32Array | Float32Array>(a: A): A => {
      const b = new (a.constructor as new (n: number) => A)(next);
      b.set(a.subarray(0, this.n) as never);
      return b;
    };
    this.time = grow(this.time);
    this.id = grow(this.id);
    this.replyMinutes = grow(this.replyMinutes);
  }

  /** Appends a ticket later than every kept one (a load, in order). */
  push(t: number, id: number, minutes: number): void {
    this.reserve(this.n + 1);
    this.time[this.n] = t;
    this.id[this.n] = id;
    this.replyMinutes[this.n] = minutes;
    this.n++;
  }

  /** Inserts a ticket where the rows put it: by time, then id. */
  insert(t: number, id: number, minutes: number): void {
    let at = this.lowerBound(t);
    while (at < this.n && this.time[at] === t && this.id[at] < id) at++;
    this.reserve(this.n + 1);
    for (const a of [this.time, this.id, this.replyMinutes]) a.copyWithin(at + 1, at, this.n);
    this.time[at] = t;
    this.id[at] = id;
    this.replyMinutes[at] = minutes;
    this.n++;
  }

  remove(t: number, id: number): void {
    for (let i = this.lowerBound(t); i < this.n && this.time[i] === t; i++) {
      if (this.id[i] !== id) continue;
      for (const a of [this.time, this.id, this.replyMinutes]) a.copyWithin(i, i + 1, this.n);
      this.n--;
      return;
    }
  }
}

/** Columns of one business profile. Rows [0, n) are live and sorted by (time, id). */
export class ProfileColumns {
  n = 0;
  time = new Float64Array(0);
  id = new Int32Array(0);
  network = new Uint8Array(0);
  language = new Uint16Array(0);
  country = new Uint16Array(0);
  /** The sentiment the analytics count: the lexicon score after exclude terms (spec 02 §3). */
  sentiment = new Int8Array(0);
  text = new Int32Array(0);
  author = new Int32Array(0);
  followers = new Float64Array(0);
  likes = new Float64Array(0);
  replies = new Float64Array(0);
  shares = new Float64Array(0);
  engagements = new Float64Array(0);
  reach = new Float64Array(0);
  /** 1–5, or 0 when the post is not a review. */
  rating = new Int8Array(0);
  /** Minutes to the first reply on tickets; NaN when unanswered or not a ticket. */
  replyMinutes = new Float32Array(0);
  /** 1 when the post is a support ticket. */
  ticket = new Uint8Array(0);
  rows: RawStatus[] = [];
  /** Counts and sums per UTC hour (decision 012): kept in step with the rows above. */
  readonly hourly = new HourAggregates();
  /** The tickets among the rows, in their order (first-reply time). */
  readonly tickets = new TicketColumns();

  private static readonly ARRAYS = [
    'time',
    'id',
    'network',
    'language',
    'country',
    'sentiment',
    'text',
    'author',
    'followers',
    'likes',
    'replies',
    'shares',
    'engagements',
    'reach',
    'rating',
    'replyMinutes',
    'ticket',
  ] as const;

  reserve(capacity: number): void {
    runWhole(this.reserveSteps(capacity));
  }

  /**
   * `reserve` with a pause after each column: at a million posts the 17 zero-filled columns of a
   * profile took ~35 ms in one piece, during a load that must not block requests (issue 17).
   */
  *reserveSteps(capacity: number): Sliced<void> {
    if (capacity <= this.time.length) return;
    const next = Math.max(capacity, Math.ceil(this.time.length * 1.5), 64);
    for (const key of ProfileColumns.ARRAYS) {
      const old = this[key];
      const grown = new (old.constructor as new (n: number) => typeof old)(next);
      grown.set(old.subarray(0, this.n) as never);
      (this as Record<string, unknown>)[key] = grown;
      yield;
    }
  }

  /** First row whose time is >= t. */
  lowerBound(t: number): number {
    const { time } = this;
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (time[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Bumped whenever rows move (an insert or a removal): a sliced re-score restarts on it. */
  layout = 0;

  /** Opens a gap at `at` (shifting later rows right) or closes one (delta -1). */
  shift(at: number, delta: 1 | -1): void {
    this.layout++;
    for (const key of ProfileColumns.ARRAYS) {
      const a = this[key];
      if (delta === 1) a.copyWithin(at + 1, at, this.n);
      else a.copyWithin(at, at + 1, this.n);
    }
    if (delta === 1) this.rows.splice(at, 0, undefined as unknown as RawStatus);
    else this.rows.splice(at, 1);
    this.n += delta;
  }
}

export class StatusIndex {
  readonly languages = new Dictionary();
  readonly countries = new Dictionary();
  /** Title and text of a post, joined by a newline: posts share texts, so this stays small. */
  readonly texts = new Dictionary();
  readonly authors = new Dictionary();
  private readonly byProfile = new Map<number, ProfileColumns>();
  /**
   * Scores a post: the lexicon sentiment of its text (`textId` in `texts`) after its profile's
   * exclude terms (analytics/sentiment-scorer, set by the store). Without one, the stored label.
   */
  private scorer: StatusScorer | null = null;
  /**
   * Bumped by every change of what the analytics read (load, insert, remove, re-score, clear):
   * results computed at one version stay true until it moves (analytics/result-cache.ts).
   */
  version = 0;

  clear(): void {
    this.version++;
    this.byProfile.clear();
    this.languages.clear();
    this.countries.clear();
    this.texts.clear();
    this.titled = new Map();
    this.authors.clear();
  }

  setScorer(scorer: StatusScorer | null): void {
    this.scorer = scorer;
  }

  private readonly empty = new ProfileColumns();

  /** Columns with no rows, for a profile that has no posts yet. */
  emptyColumns(): ProfileColumns {
    return this.empty;
  }

  profile(profileId: number): ProfileColumns | undefined {
    return this.byProfile.get(profileId);
  }

  profileIds(): number[] {
    return [...this.byProfile.keys()];
  }

  private columnsOf(profileId: number): ProfileColumns {
    let p = this.byProfile.get(profileId);
    if (!p) {
      p = new ProfileColumns();
      this.byProfile.set(profileId, p);
    }
    return p;
  }

  static textOf(s: Pick<StatusWire, 'title' | 'full_text'>): string {
    return s.title ? `${s.title}\n${s.full_text}` : s.full_text;
  }

  /**
   * Text ids of titled posts (reviews) by title, then text (decision 022): the joined text is
   * built and hashed once per distinct pair, not once per post (a fresh string each time).
   */
  private titled = new Map<string, Map<string, number>>();

  private textIdOf(s: Pick<StatusWire, 'title' | 'full_text'>): number {
    if (!s.title) return this.texts.id(s.full_text);
    let byText = this.titled.get(s.title);
    if (!byText) {
      byText = new Map();
      this.titled.set(s.title, byText);
    }
    let id = byText.get(s.full_text);
    if (id === undefined) {
      id = this.texts.id(StatusIndex.textOf(s));
      byText.set(s.full_text, id);
    }
    return id;
  }

  private write(p: ProfileColumns, i: number, s: RawStatus, t: number): void {
    p.time[i] = t;
    p.id[i] = s.id;
    p.network[i] = NETWORK_ID.get(s.social_type) ?? 0;
    p.language[i] = this.languages.id(s.language);
    p.country[i] = this.countries.id(s.country);
    const textId = this.textIdOf(s);
    p.text[i] = textId;
    p.sentiment[i] = this.scorer ? this.scorer(s.business_profile_id, s, textId) : fixtureLabel(s);
    p.author[i] = this.authors.id(s.author_id);
    p.followers[i] = s.followers_count;
    p.likes[i] = s.favorite_count;
    p.replies[i] = s.reply_count;
    p.shares[i] = s.share_count;
    p.engagements[i] = s.total_engagements;
    p.reach[i] = s.reach;
    p.rating[i] = s.rating ?? 0;
    const ticket = TICKET_NETWORKS.has(s.social_type);
    p.ticket[i] = ticket ? 1 : 0;
    p.replyMinutes[i] =
      ticket && s.first_reply_at ? (Date.parse(s.first_reply_at) - t) / MINUTE_MS : Number.NaN;
    p.rows[i] = s;
  }

  /** Bulk load: groups by profile, sorts once, fills the columns in one pass. */
  load(statuses: readonly RawStatus[]): void {
    runWhole(this.loadSteps(statuses));
  }

  /**
   * The same load as work that pauses every PAUSE_EVERY rows (issue 16: at a million posts the
   * load blocked every request for a minute), for `runInSlices`. Each profile's columns are
   * filled aside and all are installed at the end, so a reader sees the index empty or whole,
   * never half; `onProgress` hears the rows indexed so far.
   */
  *loadSteps(
    statuses: readonly RawStatus[],
    onProgress?: (done: number, total: number) => void,
  ): Sliced<void> {
    this.clear();
    this.version++;
    // Issue 17: each profile's rows go straight into an array of their exact size, counted first.
    // Lists grown by push re-allocated and copied ever larger backing stores: during a 1M
    // generate, beside a heap of a million posts, single steps of this pass took 12-44 ms (decision 022, session 16).
    const counts = new Map<number, number>();
    const times = new Float64Array(statuses.length);
    for (let i = 0; i < statuses.length; i++) {
      const s = statuses[i];
      times[i] = Date.parse(s.created_at);
      counts.set(s.business_profile_id, (counts.get(s.business_profile_id) ?? 0) + 1);
      if (i % PAUSE_EVERY === 0) yield;
    }
    /** A profile's row numbers, `n` of them written so far. */
    type Group = { rows: Int32Array; n: number };
    const grouped = new Map<number, Group>();
    for (const [profileId, count] of counts) grouped.set(profileId, { rows: new Int32Array(count), n: 0 });
    for (let i = 0; i < statuses.length; i++) {
      const group = grouped.get(statuses[i].business_profile_id) as Group;
      group.rows[group.n++] = i;
      if (i % PAUSE_EVERY === 0) yield;
    }
    const built = new Map<number, ProfileColumns>();
    let done = 0;
    for (const [profileId, { rows }] of grouped) {
      const byTime = (a: number, b: number) => times[a] - times[b] || statuses[a].id - statuses[b].id;
      // Decision 022: generated posts arrive in time order; one pass proves it and skips the sort.
      let sorted = true;
      for (let k = 1; k < rows.length && sorted; k++) {
        sorted = byTime(rows[k - 1], rows[k]) <= 0;
        if (k % PAUSE_EVERY === 0) yield;
      }
      const order = sorted ? rows : yield* sortInSteps(rows, byTime);
      // Issue 17: the aggregates are sized once for the rows instead of growing as they are added
      // (status-aggregates.ts HourPool): their distinct hours and days, in time order, first.
      let hours = 0;
      let days = 0;
      let lastHour = Number.NaN;
      let lastDay = Number.NaN;
      for (let k = 0; k < order.length; k++) {
        const t = times[order[k]];
        const hour = Math.floor(t / HOUR_MS);
        if (hour !== lastHour) {
          hours++;
          lastHour = hour;
          const day = Math.floor(t / DAY_MS);
          if (day !== lastDay) {
            days++;
            lastDay = day;
          }
        }
        if (k % PAUSE_EVERY === 0) yield;
      }
      const p = new ProfileColumns();
      // With the columns, before the rows are written: these ArrayBuffers and the columns' count
      // towards the same full collection (a later one for them alone marked the whole heap again).
      yield* p.reserveSteps(order.length);
      // Each large allocation ends its own step (issue 17): at a million posts the hours' arrays
      // took 5-13 ms and the rows' array 20-28 ms during a generate (fresh memory beside the heap
      // of the posts being replaced), which together with the next rows made one block of ~40.
      p.hourly.reserveHours(hours);
      yield;
      p.rows = new Array(order.length);
      let tickets = 0;
      for (let k = 0; k < order.length; k++) {
        this.write(p, k, statuses[order[k]], times[order[k]]);
        tickets += p.ticket[k];
        if (k % WRITE_PAUSE_EVERY === 0) {
          onProgress?.(done + k, statuses.length);
          yield;
        }
      }
      p.n = order.length;
      p.hourly.reserve({
        days,
        languages: this.languages.size,
        countries: this.countries.size,
        texts: this.texts.size,
        authors: this.authors.size,
      });
      yield;
      p.tickets.reserve(tickets);
      for (let k = 0; k < p.n; k++) {
        p.hourly.add(p, k, 1);
        if (p.ticket[k] === 1) p.tickets.push(p.time[k], p.id[k], p.replyMinutes[k]);
        if (k % PAUSE_EVERY === 0) yield;
      }
      built.set(profileId, p);
      done += p.n;
    }
    for (const [profileId, p] of built) this.byProfile.set(profileId, p);
    // Results computed while the index was empty must not outlive it (analytics/result-cache.ts).
    this.version++;
    onProgress?.(statuses.length, statuses.length);
  }

  insert(status: RawStatus): void {
    const p = this.columnsOf(status.business_profile_id);
    const t = Date.parse(status.created_at);
    let at = p.lowerBound(t);
    while (at < p.n && p.time[at] === t && p.id[at] < status.id) at++;
    p.reserve(p.n + 1);
    p.shift(at, 1);
    this.write(p, at, status, t);
    p.hourly.add(p, at, 1);
    if (p.ticket[at] === 1) p.tickets.insert(t, p.id[at], p.replyMinutes[at]);
    this.version++;
  }

  remove(status: Pick<RawStatus, 'id' | 'business_profile_id' | 'created_at'>): void {
    const p = this.byProfile.get(status.business_profile_id);
    if (!p) return;
    const t = Date.parse(status.created_at);
    for (let i = p.lowerBound(t); i < p.n && p.time[i] === t; i++) {
      if (p.id[i] === status.id) {
        p.hourly.add(p, i, -1);
        if (p.ticket[i] === 1) p.tickets.remove(t, status.id);
        p.shift(i, -1);
        this.version++;
        return;
      }
    }
  }

  /** Re-scores per profile, in order: a later one starts when the earlier one has applied. */
  private readonly rescoring = new Map<number, Promise<void>>();

  /**
   * Recomputes the sentiment column of a profile (after its exclude terms changed); with
   * `mayChange`, only the posts whose text it accepts (decided once per distinct text).
   *
   * Issue 17 "no request freezes the server": the new scores are worked out in slices of at most
   * RESCORE_SLICE_MS that yield to the event loop, while reads go on answering the previous
   * consistent state (the old column, the old version); the posts that moved are then applied
   * in one synchronous step, with the version bump. A post inserted or removed meanwhile shifts
   * the rows, so the pass starts again (after a few restarts it finishes without yielding).
   */
  rescore(profileId: number, mayChange?: (text: string) => boolean): Promise<void> {
    const previous = this.rescoring.get(profileId) ?? Promise.resolve();
    const run = previous.then(() => this.rescoreInSlices(profileId, mayChange));
    this.rescoring.set(profileId, run);
    const done = () => {
      if (this.rescoring.get(profileId) === run) this.rescoring.delete(profileId);
    };
    run.then(done, done);
    return run;
  }

  private async rescoreInSlices(profileId: number, mayChange?: (text: string) => boolean): Promise<void> {
    const p = this.byProfile.get(profileId);
    if (!p) return;
    const generation = this.texts.generation;
    // -1 undecided, 0 cannot change, 1 may change: per distinct text, kept across restarts.
    const verdicts = mayChange ? new Int8Array(this.texts.size).fill(-1) : null;
    const stale = () => this.byProfile.get(profileId) !== p || this.texts.generation !== generation;
    for (let attempt = 0; ; attempt++) {
      const yielding = attempt < RESCORE_RESTARTS;
      const layout = p.layout;
      /** Rows whose sentiment moves, and their new sentiment. */
      const moved: number[] = [];
      const next: number[] = [];
      let sliceStart = performance.now();
      let i = 0;
      for (; i < p.n; i++) {
        if (yielding && (i & 1023) === 0 && performance.now() - sliceStart > RESCORE_SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          if (stale()) return;
          if (p.layout !== layout) break;
          sliceStart = performance.now();
        }
        if (verdicts) {
          const t = p.text[i];
          if (t >= verdicts.length) continue; // a text added since: scored on insert, new terms
          if (verdicts[t] === -1) verdicts[t] = mayChange?.(this.texts.values[t]) ? 1 : 0;
          if (verdicts[t] === 0) continue;
        }
        const score = this.scorer ? this.scorer(profileId, p.rows[i], p.text[i]) : fixtureLabel(p.rows[i]);
        if (score !== p.sentiment[i]) {
          moved.push(i);
          next.push(score);
        }
      }
      if (i < p.n) continue; // rows shifted under the pass: again
      // One synchronous step: the aggregates and the column move together, then the version.
      for (let k = 0; k < moved.length; k++) {
        const row = moved[k];
        p.hourly.move(p, row, p.sentiment[row], next[k]);
        p.sentiment[row] = next[k];
      }
      this.version++;
      return;
    }
  }

  /** The row at `i` of a profile's columns, with its scored sentiment. */
  static scoredAt(p: ProfileColumns, i: number): ScoredStatus {
    return { ...p.rows[i], sentiment: p.sentiment[i] as Sentiment };
  }

  /** A stored post with its scored sentiment (found by its time and id). */
  scored(row: RawStatus): ScoredStatus {
    const p = this.byProfile.get(row.business_profile_id);
    if (p) {
      const t = Date.parse(row.created_at);
      for (let i = p.lowerBound(t); i < p.n && p.time[i] === t; i++)
        if (p.id[i] === row.id) return StatusIndex.scoredAt(p, i);
    }
    // The statuses collection's hooks index every stored post: a miss is a bug, not a neutral post.
    throw new Error(`status ${row.id} is stored but not indexed`);
  }

  /** Rows of a profile with from <= created_at < to, in time order. */
  range(profileId: number, from: number, to: number): RawStatus[] {
    const p = this.byProfile.get(profileId);
    if (!p) return [];
    return p.rows.slice(p.lowerBound(from), p.lowerBound(to));
  }

  count(profileId?: number): number {
    if (profileId !== undefined) return this.byProfile.get(profileId)?.n ?? 0;
    let n = 0;
    for (const p of this.byProfile.values()) n += p.n;
    return n;
  }
}
