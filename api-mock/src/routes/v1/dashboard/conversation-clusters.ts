/**
 * Conversation clusters (spec 01 §7): the posts of a saved search (filterId) grouped by the
 * topic they talk about. Cluster ids are the built-in topics' positions from 1; a cluster is
 * actionable when it holds more negative than positive posts (complaints someone should answer).
 * The JSON answers go through the result cache like every widget (decision 012): keyed by the
 * resolved query (a saved search's context as it is now), computed once per index version.
 */
import { type AnyEndpoint, dashboard } from '@sl/api-contract/endpoints';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { TOPICS } from '@sl/fixtures';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { csvStream } from '../../../analytics/csv.ts';
import { type DashboardQuery, rowsOf, textTallyOf } from '../../../analytics/dashboard-query.ts';
import { conversationThemes } from '../../../analytics/figures.ts';
import { cachedJson, contractJson } from '../../../analytics/result-cache.ts';
import { textFacts, topicIds } from '../../../analytics/text-analysis.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import { dashboardQuery, type ReadBody, savedSearchContext } from '../../../lib/dashboard-read.ts';
import type { Identity, MockContext } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { Dictionary, StatusIndex } from '../../../store/status-index.ts';

export default async function clusterRoutes(app: FastifyInstance, ctx: MockContext) {
  const { store } = ctx;

  /** The checked query, with a saved search's (filter_id) context in place of the body's. */
  const queryFor = (identity: Identity, body: ReadBody & { filter_id?: number }): DashboardQuery => {
    const q = dashboardQuery(identity, body);
    const properties: ContextProperties | undefined =
      body.filter_id === undefined ? body.properties : savedSearchContext(store, q.profileId, body.filter_id);
    return { ...q, properties };
  };

  /** A JSON answer through the result cache; `compute` may throw a 404, which is not kept. */
  const cachedAnswer = (
    endpoint: AnyEndpoint,
    reply: FastifyReply,
    key: unknown[],
    compute: () => unknown,
  ): string => {
    reply.type('application/json; charset=utf-8');
    return cachedJson(
      store.index,
      [endpoint.id, JSON.stringify(key)].join('\u0000'),
      compute,
      contractJson(endpoint, ctx.checkResponses),
    );
  };

  // Issue 17: the clusters count the query's range tally, not a list of its rows.
  const clustersOf = (q: DashboardQuery) =>
    conversationThemes(textTallyOf(store.index, q), store.index).themes.map((t) => ({
      id: TOPICS.indexOf(t.theme as (typeof TOPICS)[number]) + 1,
      name: t.theme,
      count: t.count,
      positive: t.positive,
      neutral: t.neutral,
      negative: t.negative,
      actionable: t.negative > t.positive,
      keywords: t.keywords,
    }));

  /**
   * The rows of one cluster, in time order; with `newest`, only that many of the latest, found
   * walking back from the end (issue 17: the JSON shows six, not the whole range's posts).
   */
  const clusterRows = (q: DashboardQuery, clusterId: number, newest?: number) => {
    const facts = textFacts(store.index.texts, () => new Dictionary());
    // Decided once per distinct text (-1 undecided, 0 no, 1 yes), not once per post.
    const inCluster = new Int8Array(store.index.texts.size).fill(-1);
    const inIt = (t: number) => {
      if (inCluster[t] === -1)
        inCluster[t] = topicIds(facts, store.index.texts, t).includes(clusterId - 1) ? 1 : 0;
      return inCluster[t] === 1;
    };
    return rowsOf(store.index, q, inIt, newest);
  };

  const detailQuery = (
    identity: Identity,
    query: ReadBody & { filter_id?: number; cluster_actionable?: string },
    id: number,
  ) => {
    if (id > TOPICS.length) throw new HttpError(404, 'Cluster not found.');
    const q = queryFor(identity, query);
    const cluster = clustersOf(q).find((c) => c.id === id);
    if (!cluster) throw new HttpError(404, 'Cluster not found.');
    if (
      query.cluster_actionable !== undefined &&
      cluster.actionable !== (query.cluster_actionable === 'true')
    ) {
      throw new HttpError(404, 'Cluster not found.');
    }
    return { cluster, rows: (newest?: number) => clusterRows(q, id, newest) };
  };

  contractRoute(app, ctx, dashboard.dashboardClusters, ({ body, identity, reply }) =>
    cachedAnswer(
      dashboard.dashboardClusters,
      reply,
      [queryFor(identity, body), body.cluster_actionable],
      () => {
        const q = queryFor(identity, body);
        const clusters = clustersOf(q).filter(
          (c) => body.cluster_actionable === undefined || c.actionable === body.cluster_actionable,
        );
        return { total: textTallyOf(store.index, q).total, clusters };
      },
    ),
  );

  contractRoute(app, ctx, dashboard.dashboardCluster, ({ params, query, identity, reply }) =>
    cachedAnswer(
      dashboard.dashboardCluster,
      reply,
      [queryFor(identity, query), query.cluster_actionable, params.id],
      () => {
        const { cluster, rows } = detailQuery(identity, query, params.id);
        // The newest six posts, as the posts widgets page them (spec 02 §7 mock default).
        const { cols, rows: newest } = rows(6);
        return {
          ...cluster,
          posts: [...newest].reverse().map((i) => StatusIndex.scoredAt(cols, i)),
        };
      },
    ),
  );

  contractRoute(app, ctx, dashboard.dashboardClusterCsv, ({ params, query, identity }) => {
    const { cluster, rows } = detailQuery(identity, query, params.id);
    const { cols, rows: all } = rows();
    const lines = [...all].map((i) => {
      const s = cols.rows[i];
      const v = cols.sentiment[i];
      return [
        cluster.name,
        s.created_at,
        s.social_type,
        s.status_id,
        s.username,
        s.language,
        v === 1 ? 'positive' : v === -1 ? 'negative' : 'neutral',
        s.title,
        s.full_text,
        s.url,
      ];
    });
    return csvStream(
      [
        'cluster',
        'created_at',
        'social_type',
        'status_id',
        'username',
        'language',
        'sentiment',
        'title',
        'text',
        'url',
      ],
      lines,
    ) as unknown as string;
  });
}
