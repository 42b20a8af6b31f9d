/**
 * Control API (DESIGN §3): the outbox of "sent" e-mails, the request journal, standing latency
 * and fault rules, generated volume, and snapshots to --data-file.
 */
import { mock } from '@sl/api-contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import { compileFaultPattern, faultPatternProblem } from '../../lib/fault-pattern.ts';
import { createVolumeGenerator } from '../../lib/generate-volume.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

export default async function observeRoutes(app: FastifyInstance, options: MockContext) {
  const { store, control } = options;
  const { outbox } = store.collections;

  const volume = createVolumeGenerator(store);
  contractRoute(app, options, mock.mockGenerate, async ({ body }) =>
    volume.generate(
      { statuses: body.statuses, days: body.days, seed: body.seed },
      options.initialScenario.now,
      options.now,
    ),
  );
  contractRoute(app, options, mock.mockGenerateProgress, async () => volume.progress());

  contractRoute(app, options, mock.mockOutbox, async ({ query }) => {
    const to = query.to?.trim().toLowerCase();
    const messages = outbox
      .all()
      .filter(
        (m) => (!to || m.to.some((t) => t.toLowerCase() === to)) && (!query.kind || m.kind === query.kind),
      )
      .sort((a, b) => a.id - b.id);
    return { messages };
  });

  contractRoute(app, options, mock.mockClearOutbox, async () => {
    outbox.clear();
    return undefined;
  });

  contractRoute(app, options, mock.mockJournal, async ({ query }) => {
    const all = control.journal.toArray();
    const entries = query.path ? all.filter((e) => e.url.split('?')[0] === query.path) : all;
    return { entries: entries.slice(-query.limit).map((e) => ({ ...e, at: new Date(e.at).toISOString() })) };
  });

  contractRoute(app, options, mock.mockClearJournal, async () => {
    control.journal.clear();
    return undefined;
  });

  const ruleWire = ({ matcher: _m, ...rule }: (typeof control.rules)[number]) => rule;

  contractRoute(app, options, mock.mockListFaults, async () => ({ rules: control.rules.map(ruleWire) }));

  contractRoute(app, options, mock.mockAddFault, async ({ body }) => {
    const problem = faultPatternProblem(body.path_pattern);
    if (problem) throw new HttpError(400, problem, { path_pattern: [problem] });
    control.ruleSeq += 1;
    const rule = {
      id: control.ruleSeq,
      path_pattern: body.path_pattern,
      method: body.method ?? null,
      delay_ms: body.delay_ms ?? null,
      fault: body.fault ?? null,
      remaining: body.times ?? null,
      matcher: compileFaultPattern(body.path_pattern),
    };
    control.rules.push(rule);
    return ruleWire(rule);
  });

  contractRoute(app, options, mock.mockDeleteFault, async ({ params }) => {
    const at = control.rules.findIndex((r) => r.id === params.id);
    if (at < 0) throw new HttpError(404, 'Fault rule not found.');
    control.rules.splice(at, 1);
    return undefined;
  });

  contractRoute(app, options, mock.mockClearFaults, async () => {
    control.rules.length = 0;
    return undefined;
  });

  const NO_DATA_FILE = 'The server runs without a data file (start it with --data-file or MOCK_DATA_FILE).';

  contractRoute(app, options, mock.mockSaveSnapshot, async () => {
    if (!options.persistence) throw new HttpError(400, NO_DATA_FILE);
    const bytes = options.persistence.write(true);
    return { file: options.persistence.file, bytes, written_at: new Date(options.now()).toISOString() };
  });

  contractRoute(app, options, mock.mockLoadSnapshot, async () => {
    if (!options.persistence) throw new HttpError(400, NO_DATA_FILE);
    const loaded = await options.persistence.restore();
    if (!loaded) throw new HttpError(404, 'The data file holds no snapshot yet.');
    return loaded;
  });
}
