/**
 * The dashboard's first reads, started by the route's loader (decision record 013, issue 17 "The
 * first screen"): the router runs the loader as soon as the URL is known, in parallel with the
 * download of the dashboard's chunk, so these requests no longer wait for that chunk to arrive,
 * run and render. Each entry is the very query the screen asks for on its first render (same key,
 * same body), so the widgets find it in the TanStack Query cache, in flight or answered, and
 * nothing is asked twice (specs/e2e/first-screen.e2e.ts counts them).
 *
 * Only what the URL alone decides is read ahead: the dashboard's own calls, and the widgets whose
 * first call is the view's body as it is. A view of chosen contexts or of a template waits for
 * their answers before the widgets ask, so then only the dashboard's own calls go ahead.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { currentUser } from '#/lib/session.ts';
import { parseDashboardView } from '../utils/dashboard-view.ts';
import { buildWidgetEnv, resolveViewRange } from '../utils/widget-env.ts';
import {
  conversationThemesRequest,
  demographicsRequest,
  impactfulPostsRequest,
  keywordCloudRequest,
  reviewsRequest,
  topicsRequest,
} from '../utils/widget-requests.ts';
import { TRENDING_TERMS } from '../widgets/trending-keywords/build-trending-chart-options.ts';
import { layersQueryOptions } from './annotation-layers.ts';
import { annotationsQueryOptions } from './annotations.ts';
import { dashboardTemplatesQueryOptions } from './dashboard-templates.ts';
import { comparedSlaQueryOptions } from './get-compared-sla.ts';
import { conversationClustersQueryOptions } from './get-conversation-clusters.ts';
import { conversationThemesQueryOptions } from './get-conversation-themes.ts';
import { dashboardSelectorQueryOptions } from './get-dashboard-selector.ts';
import { demographicsCountriesQueryOptions } from './get-demographics-countries.ts';
import { demographicsLanguagesQueryOptions } from './get-demographics-languages.ts';
import { impactScoreQueryOptions } from './get-impact-score.ts';
import { keywordCloudQueryOptions } from './get-keyword-cloud.ts';
import { mostImpactfulPostsQueryOptions } from './get-most-impactful-posts.ts';
import { networksQueryOptions } from './get-networks.ts';
import { reviewsQueryOptions } from './get-reviews.ts';
import { sentimentQueryOptions } from './get-sentiment.ts';
import { topicsQueryOptions } from './get-topics.ts';
import { trendSentimentQueryOptions } from './get-trend-sentiment.ts';
import { trendingKeywordsQueryOptions } from './get-trending-keywords.ts';
import { trendingLabelsQueryOptions } from './get-trending-labels.ts';

/** One read started ahead: its key (what the screen will look up) and how to start it. */
export interface AheadRead {
  queryKey: readonly unknown[];
  start: (client: QueryClient) => Promise<void>;
  /** A widget's below the first screen: it waits until the dashboard has been shown (below). */
  afterScreen: boolean;
}

const ahead = <O extends { queryKey: readonly unknown[] }>(
  options: O,
  start: (client: QueryClient, options: O) => Promise<void>,
): AheadRead => ({
  queryKey: options.queryKey,
  start: (client) => start(client, options),
  afterScreen: false,
});

/** The same reads, held until the dashboard has been shown (`dashboardShown`). */
const afterScreen = (reads: AheadRead[]): AheadRead[] =>
  reads.map((read) => ({ ...read, afterScreen: true }));

/**
 * The reads the signed-in dashboard of this URL makes first, at `now` in `timeZone` (the same
 * zone the dashboard reads in, dashboard.tsx).
 */
export function dashboardFirstReads(search: URLSearchParams, now: Date, timeZone: string): AheadRead[] {
  const view = parseDashboardView(search);
  const templates = ahead(dashboardTemplatesQueryOptions(), (c, o) => c.prefetchQuery(o));
  const selector = ahead(dashboardSelectorQueryOptions(view.contextIds), (c, o) => c.prefetchQuery(o));
  if (view.contextIds.length > 0 || view.templateId !== null)
    return [templates, selector, ahead(layersQueryOptions(), (c, o) => c.prefetchQuery(o))];
  // The body every widget of the plain view starts from (no context: every post of the profile).
  const { body, comparedRange } = buildWidgetEnv(
    view,
    resolveViewRange(view, now, timeZone),
    timeZone,
    null,
    null,
  );
  // The first screen's reads first, then the rest once the dashboard has been shown (issue 17,
  // decision record 013 fourteenth step). The time charts on the screen (sentiment and its trend,
  // with the annotations) wait for their three; the plain view's widgets do not wait for the
  // templates or the contexts' selector, which the toolbar shows. Sent with them, the other
  // widgets' dozen reads were answered while the first screen rendered, and each answer's work
  // (its JSON, the cache, the next read) took the main thread between React's slices of that
  // render: held, a first visit's first screen comes ~20 ms sooner (six A/B runs, faster in 98 of
  // 160 pairs). Those widgets are below the fold and
  // render at their turn, after the screen has painted (draw-turn.ts); their reads leave then,
  // still ahead of that turn.
  return [
    // The layers, then the annotations of all of them in the range: the time charts draw their
    // plot lines with their first drawing instead of being drawn again once these arrive.
    ahead(layersQueryOptions(), async (c, o) => {
      await c.prefetchQuery(o);
      const layers = c.getQueryData(o.queryKey)?.data ?? [];
      if (layers.length > 0)
        await c.prefetchQuery(
          annotationsQueryOptions(
            layers.map((l) => l.id),
            body.range,
          ),
        );
    }),
    ahead(sentimentQueryOptions(body), (c, o) => c.prefetchQuery(o)),
    ahead(trendSentimentQueryOptions(body), (c, o) => c.prefetchQuery(o)),
    templates,
    selector,
    ...afterScreen([
      ahead(impactScoreQueryOptions(body), (c, o) => c.prefetchQuery(o)),
      ahead(networksQueryOptions(body), (c, o) => c.prefetchQuery(o)),
      ahead(trendingKeywordsQueryOptions({ ...body, tkwNumSigTerms: TRENDING_TERMS }), (c, o) =>
        c.prefetchQuery(o),
      ),
      ahead(trendingLabelsQueryOptions({ ...body, tkwNumSigTerms: TRENDING_TERMS }), (c, o) =>
        c.prefetchQuery(o),
      ),
      ahead(conversationClustersQueryOptions(body), (c, o) => c.prefetchQuery(o)),
      ahead(comparedSlaQueryOptions({ ...body, comparedRange }), (c, o) => c.prefetchQuery(o)),
      // The list widgets' first page, with the config a plain view starts from (none).
      ahead(topicsQueryOptions(topicsRequest(body, {})), (c, o) => c.prefetchQuery(o)),
      ...optional(keywordCloudRequest(body, {}, 1), (b) =>
        ahead(keywordCloudQueryOptions(b), (c, o) => c.prefetchQuery(o)),
      ),
      ...optional(conversationThemesRequest(body, {}), (b) =>
        ahead(conversationThemesQueryOptions(b), (c, o) => c.prefetchQuery(o)),
      ),
      ahead(demographicsOptions(demographicsRequest(body, {}, 1)), (c, o) => c.prefetchQuery(o)),
      ...optional(reviewsRequest(body, {}), (b) =>
        ahead(reviewsQueryOptions(b), (c, o) => c.prefetchQuery(o)),
      ),
      ...optional(impactfulPostsRequest(body, {}, 1), (b) =>
        ahead(mostImpactfulPostsQueryOptions(b), (c, o) => c.prefetchQuery(o)),
      ),
    ]),
  ];
}

/** A read for a request a config may leave empty (null: the widget asks nothing). */
const optional = <B>(body: B | null, read: (body: B) => AheadRead): AheadRead[] =>
  body === null ? [] : [read(body)];

const demographicsOptions = ({ mode, body }: ReturnType<typeof demographicsRequest>) =>
  mode === 'languages' ? demographicsLanguagesQueryOptions(body) : demographicsCountriesQueryOptions(body);

/**
 * Reads in flight at once. The mock serves HTTP/1.1, six connections per host: a dozen reads sent
 * together held all six, and under a slow API the app's own chunks (the shell, the dashboard's
 * modules) waited behind them, so the page stayed a spinner instead of showing a skeleton per
 * widget (spec 02 §1). Four leave two connections for the chunks; the next read starts as one
 * answers, and a widget that renders first asks for its own (TanStack Query shares the request).
 */
export const READS_IN_FLIGHT = 4;

interface Waiting {
  client: QueryClient;
  read: AheadRead;
  /**
   * Its query key hashed once (TanStack's `hashKey`). Each new read is checked against every one
   * waiting; hashing theirs again for each made that check quadratic, ~2 ms of the main thread
   * right before the first reads leave (CPU profiles of a first visit, decision record 013).
   */
  key: string;
  /** Whose reads these are (the signed-in user's id when they were asked for). */
  userId: number | null;
}

/**
 * One queue for the page: the entry and the route's loader both ask for the first reads
 * (app/read-ahead.ts), and their reads share the same READS_IN_FLIGHT, a read still waiting
 * being queued once.
 */
const waiting: Waiting[] = [];
let inFlight = 0;
/** Whether the dashboard has been shown in this page (`dashboardShown`). */
let shown = false;

function startWaiting(): void {
  while (inFlight < READS_IN_FLIGHT) {
    const at = waiting.findIndex((w) => shown || !w.read.afterScreen);
    if (at < 0) return;
    const [next] = waiting.splice(at, 1) as [Waiting];
    const { client, read, userId } = next;
    // Signed out (or the session refused, or another user signed in) since they were asked for:
    // no longer wanted. A read started then, on a cache cleared by the sign-out, went out without
    // a token and came back 401 (shell-guards.e2e.ts, a Logout right after the dashboard).
    if ((currentUser.get()?.id ?? null) !== userId) continue;
    inFlight++;
    void read.start(client).finally(() => {
      inFlight--;
      startWaiting();
    });
  }
}

/** Starts the reads without waiting for them: a failure is the screen's to show when it asks. */
export function prefetchDashboard(client: QueryClient, search: URLSearchParams, timeZone: string): void {
  const userId = currentUser.get()?.id ?? null;
  for (const read of dashboardFirstReads(search, new Date(), timeZone)) {
    const key = hashKey(read.queryKey);
    if (waiting.some((w) => w.client === client && w.key === key)) continue;
    waiting.push({ client, read, key, userId });
  }
  startWaiting();
}

/**
 * The dashboard has been shown: the reads held for the widgets below its first screen leave now
 * (and any asked for later, at once). Called by the dashboard once its first screen has been
 * drawn (draw-turn.ts `afterScreenDrawn`).
 */
export function dashboardShown(): void {
  if (shown) return;
  shown = true;
  startWaiting();
}
