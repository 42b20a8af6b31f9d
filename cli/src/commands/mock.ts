/**
 * `slcli mock`: the mock's control API (DESIGN §3) from the terminal: reset, standing faults and
 * latency, the request journal. A token-protected mock (MOCK_ADMIN_TOKEN on the server) needs
 * --admin-token / SLCLI_MOCK_TOKEN. Loading a named scenario is `slcli seed <scenario>`.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import { mock } from '@sl/api-contract/endpoints';
import { MOCK_FAULTS } from '@sl/api-contract/schemas/mock-control';
import { Argument, Command, Option } from 'commander';
import { type CommonOptions, commandContext, controlAction, jsonOption } from '../lib/command-context.ts';
import { withExamples } from '../lib/help.ts';
import { integerOption } from '../lib/integer-option.ts';
import type { ResolvedIo } from '../lib/io.ts';
import { formatTable } from '../lib/output.ts';
import { describeLoaded, sessionsEndedNotice } from './seed.ts';

type Rule = ResponseOf<typeof mock.mockListFaults>['rules'][number];

const ruleTable = (rules: readonly Rule[]) =>
  rules.length === 0
    ? 'No standing fault or latency rules.'
    : formatTable([
        ['ID', 'METHOD', 'PATH', 'DELAY', 'FAULT', 'REMAINING'],
        ...rules.map((r) => [
          r.id,
          r.method ?? '*',
          r.pathPattern,
          r.delayMs === null ? '-' : `${r.delayMs} ms`,
          r.fault ?? '-',
          r.remaining === null ? 'always' : r.remaining,
        ]),
      ]);

interface RuleOptions extends CommonOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  times?: number;
}

export function mockCommand(io: ResolvedIo): Command {
  const reset = new Command('reset')
    .description('Reload the scenario the server started with (ends every session)')
    .addOption(jsonOption())
    .action(
      controlAction(async (_o: CommonOptions, cmd: Command) => {
        const { out, client, config } = commandContext(cmd, io);
        const loaded = await client.call(mock.mockReset, { body: {} });
        out.warn(sessionsEndedNotice(config.apiUrl));
        out.result(loaded, () => describeLoaded(loaded));
      }, io),
    );
  withExamples(reset, [
    'slcli mock reset',
    'slcli mock reset --admin-token "$MOCK_ADMIN_TOKEN" --json counts',
  ]);

  const methodOption = () =>
    new Option('--method <method>', 'only this HTTP method').choices([
      'GET',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
    ]);
  const timesOption = () =>
    new Option('--times <n>', 'apply to the next n requests only').argParser(
      integerOption({ min: 1, max: 1_000_000 }),
    );

  const fault = new Command('fault')
    .description(`Make matching requests fail: ${MOCK_FAULTS.join(', ')}`)
    .argument('<path-pattern>', '`*` within a segment, `**` across segments, e.g. /api/v1/dashboard/**')
    .addArgument(new Argument('<fault>', 'what they answer').choices(MOCK_FAULTS))
    .addOption(methodOption())
    .addOption(timesOption())
    .option('--delay <ms>', 'also delay them', integerOption({ min: 0, max: 60_000 }))
    .addOption(jsonOption());
  fault.action(
    controlAction(
      async (pathPattern: string, kind: string, options: RuleOptions & { delay?: number }, cmd: Command) => {
        const { out, client } = commandContext(cmd, io);
        const rule = await client.call(mock.mockAddFault, {
          body: {
            pathPattern,
            fault: kind as (typeof MOCK_FAULTS)[number],
            delayMs: options.delay,
            method: options.method,
            times: options.times,
          },
        });
        out.result(rule, () => `Added rule ${rule.id}:\n${ruleTable([rule])}`);
      },
      io,
    ),
  );
  withExamples(fault, [
    'slcli mock fault "/api/v1/dashboard/**" 500 --times 3',
    'slcli mock fault /api/v1/session 401 --method POST',
  ]);

  const latency = new Command('latency')
    .description('Delay matching requests')
    .argument('<path-pattern>', '`*` within a segment, `**` across segments')
    .argument('<ms>', 'delay in milliseconds', integerOption({ min: 0, max: 60_000 }))
    .addOption(methodOption())
    .addOption(timesOption())
    .addOption(jsonOption())
    .action(
      controlAction(async (pathPattern: string, delayMs: number, options: RuleOptions, cmd: Command) => {
        const { out, client } = commandContext(cmd, io);
        const rule = await client.call(mock.mockAddFault, {
          body: { pathPattern, delayMs, method: options.method, times: options.times },
        });
        out.result(rule, () => `Added rule ${rule.id}:\n${ruleTable([rule])}`);
      }, io),
    );
  withExamples(latency, [
    'slcli mock latency "/api/v1/dashboard/**" 2000',
    'slcli mock latency "/api/**" 500 --times 10',
  ]);

  const faults = new Command('faults')
    .description('List the standing fault and latency rules')
    .addOption(jsonOption())
    .action(
      controlAction(async (_o: CommonOptions, cmd: Command) => {
        const { out, client } = commandContext(cmd, io);
        const { rules } = await client.call(mock.mockListFaults);
        out.result(rules, () => ruleTable(rules));
      }, io),
    );
  withExamples(faults, ['slcli mock faults', 'slcli mock faults --json id,pathPattern']);

  const clearFaults = new Command('clear-faults')
    .description('Remove one standing rule (--id) or all of them')
    .option('--id <id>', 'only this rule', integerOption({ min: 1 }))
    .addOption(jsonOption())
    .action(
      controlAction(async (options: { id?: number }, cmd: Command) => {
        const { out, client } = commandContext(cmd, io);
        if (options.id === undefined) await client.call(mock.mockClearFaults);
        else await client.call(mock.mockDeleteFault, { params: { id: options.id } });
        out.result({ removed: options.id ?? 'all' }, () =>
          options.id === undefined ? 'Removed every rule.' : `Removed rule ${options.id}.`,
        );
      }, io),
    );
  withExamples(clearFaults, ['slcli mock clear-faults', 'slcli mock clear-faults --id 2']);

  const journal = new Command('journal')
    .description('The latest requests the mock answered: method, URL, status, duration, caller')
    .option('--limit <n>', 'how many', integerOption({ min: 1, max: 1000 }), 100)
    .option(
      '--path <path>',
      'only requests to this exact path (no query string), e.g. /api/v1/dashboard/topics.csv',
    )
    .option('--clear', 'empty the journal instead')
    .addOption(jsonOption())
    .action(
      controlAction(async (options: { limit: number; path?: string; clear?: boolean }, cmd: Command) => {
        const { out, client } = commandContext(cmd, io);
        if (options.clear) {
          await client.call(mock.mockClearJournal);
          out.result({ cleared: true }, () => 'The journal is empty.');
          return;
        }
        const { entries } = await client.call(mock.mockJournal, {
          query: { limit: options.limit, path: options.path },
        });
        out.result(entries, () =>
          entries.length === 0
            ? 'The journal is empty.'
            : formatTable(
                entries.map((e) => [
                  e.at,
                  e.method,
                  e.url,
                  e.status,
                  `${Math.round(e.durationMs)} ms`,
                  e.accountId === null ? '-' : `account ${e.accountId}`,
                  e.fault ?? '',
                ]),
                '',
              ),
        );
      }, io),
    );
  withExamples(journal, [
    'slcli mock journal --limit 20',
    'slcli mock journal --path /api/v1/dashboard/topics.csv --json',
    'slcli mock journal --clear',
  ]);

  const command = new Command('mock')
    .description(
      'Drive the mock server: reset, fault, latency, faults, clear-faults, journal (scenarios: `slcli seed`)',
    )
    .addCommand(reset)
    .addCommand(fault)
    .addCommand(latency)
    .addCommand(faults)
    .addCommand(clearFaults)
    .addCommand(journal);
  return withExamples(command, [
    'slcli mock reset',
    'slcli mock latency "/api/v1/dashboard/**" 1500',
    'slcli mock journal',
  ]);
}
