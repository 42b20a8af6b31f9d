/**
 * The mock control API (DESIGN §3), under /api/__mock. A real API has none of these; slcli and
 * the specs use them to put the mock into a known state.
 */
import { z } from 'zod';
import {
  addStatusesBodySchema,
  addStatusesResultSchema,
  faultRuleCreateBodySchema,
  faultRuleIdParamsSchema,
  faultRuleListSchema,
  faultRuleSchema,
  generateProgressSchema,
  journalQuerySchema,
  journalSchema,
  outboxQuerySchema,
  outboxSchema,
  snapshotWrittenSchema,
  volumeBodySchema,
} from '../schemas/mock-control.ts';
import { endpoint } from './define.ts';

export const SCENARIO_NAMES = ['default', 'empty', 'two-factor', 'volume'] as const;

export const scenarioLoadedSchema = z.object({
  name: z.string(),
  seed: z.number().int(),
  now: z.string(),
  counts: z.record(z.string(), z.number().int()),
  accounts: z.array(
    z.object({ email: z.string(), role: z.number().int(), business_profile_id: z.number().int() }),
  ),
});

export const mockReset = endpoint('mock.reset', 'POST', '/__mock/reset', {
  body: z.strictObject({}).optional(),
  response: scenarioLoadedSchema,
  status: 200,
  camelCaseResponse: true,
  skipAuthRefresh: true,
  access: { kind: 'mock-admin' },
  summary: 'Reload the scenario the server started with',
});

export const mockLoadScenario = endpoint('mock.scenario', 'POST', '/__mock/scenario', {
  body: z.strictObject({
    name: z.enum(SCENARIO_NAMES, { error: `Unknown scenario. Known: ${SCENARIO_NAMES.join(', ')}.` }),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31)
      .optional(),
    statuses: z.number().int().min(0).max(5_000_000).optional(),
    days: z.number().int().min(1).max(3650).optional(),
  }),
  response: scenarioLoadedSchema,
  status: 200,
  camelCaseResponse: true,
  skipAuthRefresh: true,
  access: { kind: 'mock-admin' },
  summary: 'Replace every record with a named scenario',
});

const control = { skipAuthRefresh: true, camelCaseResponse: true, access: { kind: 'mock-admin' } } as const;

/** Replace every record with the volume scenario: `statuses` posts over `days` days. */
export const mockGenerate = endpoint('mock.generate', 'POST', '/__mock/generate', {
  ...control,
  body: volumeBodySchema,
  response: scenarioLoadedSchema,
  status: 200,
  summary: 'Generate volume: { statuses, days, seed } (deterministic for a seed)',
});

export const mockGenerateProgress = endpoint('mock.generateProgress', 'GET', '/__mock/generate', {
  ...control,
  response: generateProgressSchema,
  summary: 'Progress of the running generation: { running, done, total, started_at }',
});

export const mockOutbox = endpoint('mock.outbox', 'GET', '/__mock/outbox', {
  ...control,
  query: outboxQuerySchema,
  response: outboxSchema,
  summary: 'The e-mails the mock has "sent" (password reset, invites, reports), newest last',
});

export const mockClearOutbox = endpoint('mock.outboxClear', 'DELETE', '/__mock/outbox', {
  ...control,
  response: z.undefined(),
  status: 204,
  responseType: 'empty',
  summary: 'Empty the outbox',
});

export const mockJournal = endpoint('mock.journal', 'GET', '/__mock/journal', {
  ...control,
  query: journalQuerySchema,
  response: journalSchema,
  summary: 'The latest requests the mock answered (method, url, status, duration, caller)',
});

export const mockClearJournal = endpoint('mock.journalClear', 'DELETE', '/__mock/journal', {
  ...control,
  response: z.undefined(),
  status: 204,
  responseType: 'empty',
  summary: 'Empty the request journal',
});

export const mockListFaults = endpoint('mock.faults', 'GET', '/__mock/faults', {
  ...control,
  response: faultRuleListSchema,
  summary: 'Standing latency and fault rules',
});

export const mockAddFault = endpoint('mock.faultAdd', 'POST', '/__mock/faults', {
  ...control,
  body: faultRuleCreateBodySchema,
  response: faultRuleSchema,
  summary: 'Add a standing rule: delay and/or fault for requests whose path matches a pattern',
});

export const mockDeleteFault = endpoint('mock.faultDelete', 'DELETE', '/__mock/faults/:id', {
  ...control,
  params: faultRuleIdParamsSchema,
  response: z.undefined(),
  status: 204,
  responseType: 'empty',
  summary: 'Remove one standing rule',
});

export const mockClearFaults = endpoint('mock.faultsClear', 'DELETE', '/__mock/faults', {
  ...control,
  response: z.undefined(),
  status: 204,
  responseType: 'empty',
  summary: 'Remove every standing rule',
});

/** Writes the store to --data-file now (it is also written after every acknowledged write). */
export const mockSaveSnapshot = endpoint('mock.snapshotSave', 'POST', '/__mock/snapshot', {
  ...control,
  body: z.strictObject({}).optional(),
  response: snapshotWrittenSchema,
  status: 200,
  summary: 'Snapshot the store to the data file (400 when the server has none)',
});

export const mockLoadSnapshot = endpoint('mock.snapshotLoad', 'POST', '/__mock/snapshot/load', {
  ...control,
  body: z.strictObject({}).optional(),
  response: scenarioLoadedSchema,
  status: 200,
  summary: 'Replace the store with the data file’s snapshot',
});

/** Posts arriving at run time: indexed like every post, and they raise alerts (spec 02 §3). */
export const mockAddStatuses = endpoint('mock.statusesAdd', 'POST', '/__mock/statuses', {
  ...control,
  body: addStatusesBodySchema,
  response: addStatusesResultSchema,
  status: 201,
  summary:
    'Add posts now: { statuses: [partial posts] } (the rest from the fixtures’ builder); alerts are evaluated',
});
