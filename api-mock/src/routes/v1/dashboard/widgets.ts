/**
 * Every dashboard widget call (spec 01 §7 "Dashboard calls", spec 02 §7 "Dashboard widgets"),
 * registered from the contract's widget table (api-contract/src/widgets.ts): for each widget, each
 * JSON call and its CSV twin. The route is the boundary (issue 10 item 4): it checks the read
 * body (lib/dashboard-read.ts, 4xx) and streams CSV; the figures are the widget's module in
 * analytics/widgets/, which knows nothing of HTTP.
 */
import { dashboard } from '@sl/api-contract/endpoints';
import type { WidgetId } from '@sl/api-contract/schemas/common';
import { callsOf, WIDGETS } from '@sl/api-contract/widgets';
import type { FastifyInstance } from 'fastify';
import { csvStream } from '../../../analytics/csv.ts';
import { run } from '../../../analytics/dashboard-query.ts';
import { generalReport } from '../../../analytics/general-report.ts';
import { contractJson } from '../../../analytics/result-cache.ts';
import { type CachedWidgetCompute, WIDGET_MODULES } from '../../../analytics/widgets/index.ts';
import type { CsvTable } from '../../../analytics/widgets/widget.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import { comparedQuery, dashboardQuery, type ReadBody } from '../../../lib/dashboard-read.ts';
import type { MockContext } from '../../../plugins/auth.ts';

/** A CSV stream goes out as the reply payload; the contract types the body as text. */
const asText = (table: CsvTable) => csvStream(table.columns, table.rows) as unknown as string;

export default async function widgetRoutes(app: FastifyInstance, ctx: MockContext) {
  const { store } = ctx;
  for (const [id, computes] of Object.entries(WIDGET_MODULES) as [
    WidgetId,
    readonly CachedWidgetCompute[],
  ][]) {
    for (const endpoint of callsOf(WIDGETS[id])) {
      const call = computes.find((c) => c.endpoint.id === endpoint.id);
      if (!call) throw new Error(`Widget ${id}: no computation for ${endpoint.id} in analytics/widgets/`);
      const serialize = contractJson(endpoint, ctx.checkResponses);
      contractRoute(app, ctx, endpoint, ({ body, query, identity, reply }) => {
        // GET calls (first-reply time) carry the read in the query string.
        const read = (endpoint.body ? body : query) as ReadBody;
        const q = dashboardQuery(identity, read);
        const input = { body: read as never, store, query: q, compared: () => comparedQuery(q, read) };
        if (endpoint.responseType === 'text') return asText(call.compute(input) as CsvTable);
        // A string with a JSON content type is sent as it is: Fastify's serializer is skipped,
        // and the answer was checked against the contract once, when cached (decision 012).
        reply.type('application/json; charset=utf-8');
        return call.json(input, serialize);
      });
    }
  }

  contractRoute(app, ctx, dashboard.dashboardGeneralReportCsv, ({ body, identity }) =>
    asText(generalReport(run(ctx, dashboardQuery(identity, body)).sel, body.search_name ?? '')),
  );
}
