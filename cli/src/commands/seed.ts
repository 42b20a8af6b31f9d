/**
 * `slcli seed [scenario]`: replaces the mock's data with a named scenario (mock control API), then
 * optionally runs a fixture file: a sign-in and a list of contract calls whose bodies may refer
 * to earlier results (`${team:id}`). Loading a scenario ends every session; seed says so.
 */

import { ApiError, type ResponseOf } from '@sl/api-contract/client';
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import { ENDPOINTS, mock, session } from '@sl/api-contract/endpoints';
import { ROLE_LABELS, type Role } from '@sl/api-contract/schemas/common';
import { Command } from 'commander';
import {
  type CommandContext,
  type CommonOptions,
  commandContext,
  jsonOption,
} from '../lib/command-context.ts';
import { CliError, EXIT, exitCodeOfStatus, mockTokenHint } from '../lib/errors.ts';
import { withExamples } from '../lib/help.ts';
import { integerOption } from '../lib/integer-option.ts';
import type { ResolvedIo } from '../lib/io.ts';
import { isRecord, readJsonFile } from '../lib/json-file.ts';
import { formatTable } from '../lib/output.ts';

/** Every account of the built-in scenarios has this password (DESIGN §4). */
export const SCENARIO_PASSWORD = 'Password1!';

type ScenarioName = (typeof mock.SCENARIO_NAMES)[number];
type Loaded = ResponseOf<typeof mock.mockLoadScenario>;

/** fixtures: the empty scenario has no posts, so it ignores the volume settings. */
const IGNORES_VOLUME: readonly string[] = ['empty'];

// The limits are the contract's, so the CLI and the server refuse the same values.
const limits = mock.mockLoadScenario.body.shape;
const range = (schema: { unwrap(): { minValue: number | null; maxValue: number | null } }) => ({
  min: schema.unwrap().minValue,
  max: schema.unwrap().maxValue,
});

export const sessionsEndedNotice = (apiUrl: string) =>
  `Note: loading a scenario replaces every record of ${apiUrl}, sessions included: everyone signed in ` +
  '(the web app, other slcli profiles) must sign in again.';

export function describeLoaded(loaded: Loaded): string {
  const lines = [`Loaded scenario '${loaded.name}' (seed ${loaded.seed}, now ${loaded.now})`, '', 'Records:'];
  lines.push(formatTable(Object.entries(loaded.counts).map(([name, count]) => [name, count])));
  if (loaded.accounts.length > 0) {
    lines.push('', 'Sign-in accounts:');
    lines.push(
      formatTable(
        loaded.accounts.map((a) => [
          a.email,
          ROLE_LABELS[a.role as Role] ?? `role ${a.role}`,
          `business profile ${a.businessProfileId}`,
        ]),
      ),
    );
    lines.push('', `Password of every account in the built-in scenarios: ${SCENARIO_PASSWORD}`);
  }
  return lines.join('\n');
}

// Fixture files ------------------------------------------------------------------------------------

export interface FixtureStep {
  /** Name later steps use in references: `${name:id}`. */
  name?: string;
  /** A contract endpoint id, e.g. `teams.create` (`slcli seed --list-calls` lists them). */
  call: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export interface Fixture {
  /** Scenario loaded first (default `empty`). */
  scenario?: string;
  seed?: number;
  /** Who runs the steps; the session is kept for the profile afterwards. */
  signIn?: { email: string; password: string; otp?: string };
  steps?: FixtureStep[];
}

const REFERENCE = /\$\{([A-Za-z0-9_-]+):([A-Za-z0-9_.]+)\}/g;

function endpointById(id: string): AnyEndpoint {
  const found = ENDPOINTS.find((e) => e.id === id);
  if (!found) {
    throw new CliError(
      `Unknown call '${id}' in the fixture. \`slcli seed --list-calls\` lists them.`,
      EXIT.usage,
    );
  }
  return found;
}

/** Checks the whole file before anything is wiped: shape, calls, and that references point back. */
export function validateFixture(raw: unknown, file: string): Required<Pick<Fixture, 'steps'>> & Fixture {
  const fail = (what: string) => new CliError(`${file}: ${what}`, EXIT.usage);
  if (!isRecord(raw)) throw fail('expected an object with "steps".');
  for (const key of Object.keys(raw)) {
    if (!['scenario', 'seed', 'signIn', 'steps'].includes(key)) {
      throw fail(`unknown key '${key}' (known: scenario, seed, signIn, steps).`);
    }
  }
  if (raw.signIn !== undefined) {
    const s = raw.signIn;
    if (!isRecord(s) || typeof s.email !== 'string' || typeof s.password !== 'string') {
      throw fail('"signIn" must be { "email": "…", "password": "…", "otp"?: "…" }.');
    }
  }
  if (raw.steps !== undefined && !Array.isArray(raw.steps)) throw fail('"steps" must be an array.');
  const steps = (raw.steps ?? []) as unknown[];
  const names = new Set<string>();
  steps.forEach((step, i) => {
    const where = `step ${i + 1}`;
    if (!isRecord(step) || typeof step.call !== 'string')
      throw fail(`${where} needs "call" (an endpoint id).`);
    const endpoint = endpointById(step.call);
    if (endpoint.path.startsWith('/__mock')) throw fail(`${where}: control calls are not fixture steps.`);
    const text = JSON.stringify([step.params, step.query, step.body]) ?? '';
    for (const [, ref] of text.matchAll(REFERENCE)) {
      if (!names.has(ref)) throw fail(`${where} refers to '${ref}', which no earlier step names.`);
    }
    if (step.name !== undefined) {
      if (typeof step.name !== 'string' || !/^[A-Za-z0-9_-]+$/.test(step.name)) {
        throw fail(`${where}: "name" must be letters, digits, '_' or '-'.`);
      }
      if (names.has(step.name)) throw fail(`${where}: the name '${step.name}' is used twice.`);
      names.add(step.name);
    }
    if (step.call.startsWith('session.')) throw fail(`${where}: sign in with "signIn", not a step.`);
  });
  if (steps.length > 0 && raw.signIn === undefined) throw fail('"steps" need "signIn" (who runs them).');
  return { ...(raw as Fixture), steps: steps as FixtureStep[] };
}

/** `${team:id}` alone keeps the value's type (a number stays a number); inside text it is text. */
export function resolveReferences(value: unknown, results: ReadonlyMap<string, unknown>): unknown {
  if (typeof value === 'string') {
    const lookup = (name: string, path: string) => {
      let current: unknown = results.get(name);
      for (const key of path.split('.'))
        current =
          isRecord(current) || Array.isArray(current) ? (current as Record<string, unknown>)[key] : undefined;
      if (current === undefined)
        throw new CliError(`\${${name}:${path}}: step '${name}' has no '${path}' in its result.`, EXIT.usage);
      return current;
    };
    const whole = /^\$\{([A-Za-z0-9_-]+):([A-Za-z0-9_.]+)\}$/.exec(value);
    if (whole) return lookup(whole[1], whole[2]);
    return value.replace(REFERENCE, (_, name: string, path: string) => String(lookup(name, path)));
  }
  if (Array.isArray(value)) return value.map((v) => resolveReferences(v, results));
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveReferences(v, results)]));
  return value;
}

const isLoopback = (apiUrl: string) => {
  const host = new URL(apiUrl).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
};

interface SeedOptions extends CommonOptions {
  seed?: number;
  statuses?: number;
  days?: number;
  file?: string;
  dryRun?: boolean;
  yes?: boolean;
  listCalls?: boolean;
}

async function confirmWipe(ctx: CommandContext, io: ResolvedIo, yes: boolean): Promise<void> {
  if (yes || isLoopback(ctx.config.apiUrl)) return;
  if (!io.tty.stdin || !io.tty.stderr) {
    throw new CliError(
      `${ctx.config.apiUrl} is not this machine: seeding wipes every record there. Pass --yes to confirm.`,
      EXIT.usage,
    );
  }
  const answer = await io.prompt(`Wipe every record of ${ctx.config.apiUrl}? Type "yes" to continue: `, {
    hidden: false,
  });
  if (answer.trim().toLowerCase() !== 'yes')
    throw new CliError('Not confirmed; nothing was changed.', EXIT.usage);
}

export function seedCommand(io: ResolvedIo): Command {
  const command = new Command('seed')
    .description(
      'Load a named scenario into the mock (replacing every record, ending every session), then a fixture file',
    )
    .argument(
      '[scenario]',
      `scenario name (${mock.SCENARIO_NAMES.join(', ')}); default: default, or the file's`,
    )
    .option(
      '--seed <n>',
      'seed of the generated data (same seed, same data)',
      integerOption(range(limits.seed)),
    )
    .option(
      '--statuses <n>',
      'number of generated posts (not with empty)',
      integerOption(range(limits.statuses)),
    )
    .option(
      '--days <n>',
      'days back from now the posts are spread over (not with empty)',
      integerOption(range(limits.days)),
    )
    .option(
      '--file <fixture.json>',
      'then create records through the API, steps referring to earlier ones ($' + '{team:id})',
    )
    .option('--dry-run', 'check the fixture and print the plan; change nothing')
    .option('-y, --yes', 'do not ask before wiping a server that is not on this machine')
    .option('--list-calls', 'list the endpoint ids a fixture step may call')
    .addOption(jsonOption())
    .action(async (scenarioArg: string | undefined, options: SeedOptions, cmd: Command) => {
      const ctx = commandContext(cmd, io);
      const { out, config, client } = ctx;
      if (options.listCalls) {
        const calls = ENDPOINTS.filter(
          (e) => !e.path.startsWith('/__mock') && !e.id.startsWith('session.'),
        ).map((e) => ({
          call: e.id,
          method: e.method,
          path: e.path,
        }));
        out.result(calls, () =>
          formatTable(
            calls.map((c) => [c.call, c.method, c.path]),
            '',
          ),
        );
        return;
      }
      const fixture =
        options.file === undefined
          ? undefined
          : validateFixture(await readJsonFile(options.file, io), options.file);
      const scenario = scenarioArg ?? fixture?.scenario ?? (fixture ? 'empty' : 'default');
      if (
        IGNORES_VOLUME.includes(scenario) &&
        (options.statuses !== undefined || options.days !== undefined)
      ) {
        throw new CliError(
          `The '${scenario}' scenario has no posts: --statuses and --days do not apply to it.`,
          EXIT.usage,
        );
      }
      const body = {
        // Unchecked on purpose: the server validates the name, and its message lists the known ones.
        name: scenario as ScenarioName,
        seed: options.seed ?? fixture?.seed,
        statuses: options.statuses,
        days: options.days,
      };
      if (options.dryRun) {
        const plan = {
          dryRun: true,
          apiUrl: config.apiUrl,
          scenario: body,
          signIn: fixture?.signIn?.email ?? null,
          steps: (fixture?.steps ?? []).map((s) => {
            const e = endpointById(s.call);
            return { name: s.name ?? null, call: s.call, method: e.method, path: e.path };
          }),
        };
        out.result(plan, () =>
          [
            `Dry run against ${config.apiUrl}: nothing is changed.`,
            `  1. load scenario '${scenario}' (ends every session)`,
            ...(plan.signIn ? [`  2. sign in as ${plan.signIn}`] : []),
            ...plan.steps.map(
              (s, i) => `  ${i + 3}. ${s.method} ${s.path} (${s.call})${s.name ? ` as '${s.name}'` : ''}`,
            ),
          ].join('\n'),
        );
        return;
      }
      await confirmWipe(ctx, io, options.yes === true);
      out.progress(
        `Loading scenario '${scenario}' into ${config.apiUrl}…` +
          ((options.statuses ?? 0) > 500_000
            ? ' (millions of posts take a while: raise --timeout if needed)'
            : ''),
      );
      let loaded: Loaded;
      try {
        loaded = await client.call(mock.mockLoadScenario, { body });
      } catch (error) {
        throw mockTokenHint(error, config.mockToken !== undefined);
      }
      // Our own session ended with everyone's: forget it rather than send a dead token next time.
      client.clearSession();
      out.warn(sessionsEndedNotice(config.apiUrl));
      const created: { name: string | null; call: string; id: unknown }[] = [];
      if (fixture?.signIn) {
        const { email, password, otp } = fixture.signIn;
        out.progress(`Signing in as ${email} for the fixture steps…`);
        await client.call(session.createSession, {
          body: { email, password, otpCode: otp },
        });
        const results = new Map<string, unknown>();
        for (const [i, step] of fixture.steps.entries()) {
          const endpoint = endpointById(step.call);
          let result: unknown;
          try {
            result = await client.call(endpoint, {
              params: resolveReferences(step.params, results) as never,
              query: resolveReferences(step.query, results) as never,
              body: resolveReferences(step.body, results) as never,
            });
          } catch (error) {
            if (error instanceof ApiError) {
              throw new CliError(
                `Step ${i + 1} (${step.call}) was refused: ${error.message}`,
                exitCodeOfStatus(error.status),
                {
                  cause: error,
                  status: error.status,
                  fields: error.fieldErrors,
                },
              );
            }
            throw error;
          }
          if (step.name) results.set(step.name, result);
          created.push({
            name: step.name ?? null,
            call: step.call,
            id: isRecord(result) ? (result.id ?? null) : null,
          });
          out.progress(`  ${i + 1}. ${step.call}${step.name ? ` as '${step.name}'` : ''}: done`);
        }
      }
      const data = {
        ...loaded,
        sessionsEnded: true,
        steps: created,
        signedInAs: fixture?.signIn?.email ?? null,
      };
      out.result(data, () => {
        const lines = [describeLoaded(loaded)];
        if (fixture) {
          lines.push(
            '',
            `Fixture ${options.file}: ${created.length} step(s) run as ${fixture.signIn?.email ?? 'nobody'}.`,
          );
          for (const c of created)
            lines.push(`  ${c.call}${c.name ? ` '${c.name}'` : ''}${c.id != null ? ` → id ${c.id}` : ''}`);
          if (fixture.signIn)
            lines.push(`slcli stays signed in as ${fixture.signIn.email} (profile '${config.profile}').`);
        }
        return lines.join('\n');
      });
    });
  return withExamples(command, [
    'slcli seed',
    'slcli seed volume --statuses 200000 --days 365 --json counts',
    'slcli seed --file specs/cli/fixtures/qa-team.json',
    'slcli seed --file qa.json --dry-run',
    'slcli seed --api-url https://staging.example.test/api --yes',
  ]);
}
