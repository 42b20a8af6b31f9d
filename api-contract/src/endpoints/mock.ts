/**
 * The mock control API (DESIGN §3), under /api/__mock. A real API has none of these; slcli and
 * the specs use them to put the mock into a known state.
 */
import { z } from 'zod';
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
  body: z.object({}).optional(),
  response: scenarioLoadedSchema,
  status: 200,
  camelCaseResponse: true,
  skipAuthRefresh: true,
  access: { kind: 'mock-admin' },
  summary: 'Reload the scenario the server started with',
});

export const mockLoadScenario = endpoint('mock.scenario', 'POST', '/__mock/scenario', {
  body: z.object({
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

/** Loads `statuses` generated posts for Acme (the volume scenario): what the benchmarks and QA use. */
export const mockGenerate = endpoint('mock.generate', 'POST', '/__mock/generate', {
  body: z.object({
    statuses: z.number().int().min(0).max(5_000_000, 'At most 5000000 posts.'),
    days: z.number().int().min(1).max(3650).optional(),
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31)
      .optional(),
  }),
  response: scenarioLoadedSchema,
  status: 200,
  camelCaseResponse: true,
  skipAuthRefresh: true,
  access: { kind: 'mock-admin' },
  summary: 'Replace the posts with N generated ones (volume scenario)',
});
