/** `slcli seed [scenario]`: replaces the mock's data with a named scenario (mock control API). */
import { ApiError } from '@sl/api-contract/client';
import { mock } from '@sl/api-contract/endpoints';
import { ROLE_LABELS, type Role } from '@sl/api-contract/schemas/common';
import { Command } from 'commander';
import { type CommonOptions, commandContext, jsonOption } from '../lib/command-context.ts';
import { CliError, exitCodeOfStatus } from '../lib/errors.ts';
import { withExamples } from '../lib/help.ts';
import { integerOption } from '../lib/integer-option.ts';
import type { ResolvedIo } from '../lib/io.ts';
import { formatTable } from '../lib/output.ts';

/** Every account of the built-in scenarios has this password (DESIGN §4). */
export const SCENARIO_PASSWORD = 'Password1!';

interface SeedOptions extends CommonOptions {
  seed?: number;
  statuses?: number;
  days?: number;
}

type ScenarioName = (typeof mock.SCENARIO_NAMES)[number];

// The limits are the contract's, so the CLI and the server refuse the same values.
const limits = mock.mockLoadScenario.body.shape;
const range = (schema: { unwrap(): { minValue: number | null; maxValue: number | null } }) => ({
  min: schema.unwrap().minValue,
  max: schema.unwrap().maxValue,
});

export function seedCommand(io: ResolvedIo): Command {
  const command = new Command('seed')
    .description('Load a named scenario into the mock server, replacing every record')
    .argument('[scenario]', `scenario name (${mock.SCENARIO_NAMES.join(', ')})`, 'default')
    .option(
      '--seed <n>',
      'seed of the generated data (same seed, same data)',
      integerOption(range(limits.seed)),
    )
    .option('--statuses <n>', 'number of generated posts', integerOption(range(limits.statuses)))
    .option('--days <n>', 'days back from now the posts are spread over', integerOption(range(limits.days)))
    .addOption(jsonOption())
    .action(async (scenario: string, options: SeedOptions, command: Command) => {
      const { out, config, client } = commandContext(command, io);
      out.progress(`Loading scenario '${scenario}' into ${config.apiUrl}…`);
      let loaded: Awaited<ReturnType<typeof client.call<typeof mock.mockLoadScenario>>>;
      try {
        loaded = await client.call(mock.mockLoadScenario, {
          body: {
            // Unchecked on purpose: the server validates the name, and its message lists the known ones.
            name: scenario as ScenarioName,
            seed: options.seed,
            statuses: options.statuses,
            days: options.days,
          },
        });
      } catch (error) {
        throw mockTokenHint(error, config.mockToken !== undefined);
      }

      out.result(loaded, () => {
        const lines = [
          `Loaded scenario '${loaded.name}' (seed ${loaded.seed}, now ${loaded.now})`,
          '',
          'Records:',
        ];
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
      });
    });
  return withExamples(command, ['slcli seed', 'slcli seed volume --statuses 200000 --days 365 --json']);
}

/** A refused control call usually means the mock wants its admin token. */
function mockTokenHint(error: unknown, tokenGiven: boolean): unknown {
  if (tokenGiven || !(error instanceof ApiError) || (error.status !== 401 && error.status !== 403))
    return error;
  return new CliError(
    `${error.message} The mock control API may need its admin token: pass --admin-token, set SLCLI_MOCK_TOKEN or mockToken in the profile.`,
    exitCodeOfStatus(error.status),
    { cause: error, status: error.status },
  );
}
