/**
 * `slcli export <what>`: every dashboard .csv call (spec 01 §7, spec 02 §7) and the moderation
 * events export, streamed through the client's download path: byte for byte what the API serves,
 * never through the 30-minute dashboard cache, nothing written to the session file, flat memory.
 */

import { download } from '@sl/api-contract/client/download';
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import { content, dashboard } from '@sl/api-contract/endpoints';
import type { WidgetId } from '@sl/api-contract/schemas/common';
import { MODERATION_ACTIONS } from '@sl/api-contract/schemas/moderation';
import { WIDGETS } from '@sl/api-contract/widgets';
import { Command, Option } from 'commander';
import { writeFileAtomically } from '../lib/atomic-file.ts';
import {
  type CommandContext,
  type CommonOptions,
  commandContext,
  jsonOption,
} from '../lib/command-context.ts';
import { CliError, EXIT } from '../lib/errors.ts';
import { withExamples } from '../lib/help.ts';
import { integerOption } from '../lib/integer-option.ts';
import type { ResolvedIo } from '../lib/io.ts';
import { DEFAULT_PRESET, PRESETS, resolveRange } from '../lib/time-range.ts';

type Shape = 'dashboard-body' | 'cluster-query' | 'moderation-query';

interface ExportKind {
  endpoint: AnyEndpoint;
  shape: Shape;
  file: string;
  summary: string;
}

/**
 * The CSV twin of a widget's call, from the contract's widget table (issue 10: one owner of which
 * call has a CSV). `read` picks the call when the widget has more than one CSV twin.
 */
function csvTwin(widget: WidgetId, read?: AnyEndpoint): AnyEndpoint {
  const twins = WIDGETS[widget].calls.filter((c) => c.csv && (!read || c.read.id === read.id));
  const csv = twins.length === 1 ? twins[0].csv : undefined;
  if (!csv)
    throw new Error(`The widget table has no single CSV twin for ${widget}${read ? ` ${read.id}` : ''}.`);
  return csv;
}

/**
 * The export names are the interface: scripts and the README use them. The general report and
 * the moderation export belong to no widget, so they name their contract entry themselves.
 */
export const EXPORTS: Record<string, ExportKind> = {
  general: {
    endpoint: dashboard.dashboardGeneralReportCsv,
    shape: 'dashboard-body',
    file: 'general.csv',
    summary: 'every matching post (the general report)',
  },
  topics: {
    endpoint: csvTwin('topics'),
    shape: 'dashboard-body',
    file: 'topics.csv',
    summary: 'topics widget',
  },
  'trending-labels': {
    endpoint: csvTwin('trending-label'),
    shape: 'dashboard-body',
    file: 'trending_labels.csv',
    summary: 'trending labels widget',
  },
  'conversation-themes': {
    endpoint: csvTwin('conversation-themes'),
    shape: 'dashboard-body',
    file: 'conversation_themes.csv',
    summary: 'conversation themes widget',
  },
  languages: {
    endpoint: csvTwin('demographics', dashboard.dashboardDemographicsLanguages),
    shape: 'dashboard-body',
    file: 'languages.csv',
    summary: 'demographics: languages',
  },
  countries: {
    endpoint: csvTwin('demographics', dashboard.dashboardDemographicsCountries),
    shape: 'dashboard-body',
    file: 'countries.csv',
    summary: 'demographics: countries',
  },
  entities: {
    endpoint: csvTwin('most-impactful-posts'),
    shape: 'dashboard-body',
    file: 'entities.csv',
    summary: 'entities widget',
  },
  cluster: {
    endpoint: csvTwin('conversation-cluster'),
    shape: 'cluster-query',
    file: 'cluster.csv',
    summary: 'one conversation cluster and its posts',
  },
  moderation: {
    endpoint: content.moderationExport,
    shape: 'moderation-query',
    file: 'moderation-events.csv',
    summary: 'moderation events (every event matching the filters, in order)',
  },
};

interface ExportOptions extends CommonOptions {
  preset?: string;
  from?: string;
  to?: string;
  timeZone?: string;
  account?: number;
  properties?: string;
  searchName?: string;
  action?: string[];
  network?: string[];
  output?: string;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function requestOf(
  kind: ExportKind,
  options: ExportOptions,
  range: { from: string; to: string },
  timeZone: string,
  id?: number,
) {
  const context = {
    range,
    timeZone,
    accountId: options.account,
    properties: options.properties,
  };
  if (kind.shape === 'dashboard-body') {
    return { body: { ...context, ...(options.searchName ? { searchName: options.searchName } : {}) } };
  }
  if (kind.shape === 'cluster-query') return { params: { id }, query: context };
  return {
    query: {
      filters: { from: range.from, to: range.to, actions: options.action, socialTypes: options.network },
    },
  };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** A progress line on stderr, only for a person at a terminal, redrawn at most 5 times a second. */
function progressLine(io: ResolvedIo, ctx: CommandContext, label: string) {
  const on = io.tty.stderr && !ctx.options.quiet;
  let last = 0;
  let shown = false;
  return {
    update(bytes: number) {
      const t = performance.now();
      if (!on || t - last < 200) return;
      last = t;
      shown = true;
      io.stderr(`\rExporting ${label}: ${mib(bytes)}   `);
    },
    done() {
      if (shown) io.stderr('\n');
    },
  };
}

async function runExport(
  name: string,
  kind: ExportKind,
  id: number | undefined,
  options: ExportOptions,
  cmd: Command,
  io: ResolvedIo,
) {
  const ctx = commandContext(cmd, io);
  const timeZone = options.timeZone ?? localZone();
  const range = resolveRange({
    preset: options.preset,
    from: options.from,
    to: options.to,
    timeZone,
    now: Date.now(),
  });
  if (options.properties !== undefined) {
    try {
      JSON.parse(options.properties);
    } catch {
      throw new CliError(
        '--properties must be JSON, e.g. \'{"query":[{"type":"must","terms":["price"]}]}\'.',
        EXIT.usage,
      );
    }
  }
  const request = requestOf(kind, options, range, timeZone, id);
  const progress = progressLine(io, ctx, kind.file);
  const chunks = download(ctx.client, kind.endpoint, request as never, (p) => progress.update(p.bytes));
  const started = performance.now();
  let bytes = 0;
  try {
    if (options.output === undefined) {
      for await (const chunk of chunks) {
        bytes += chunk.byteLength;
        await io.stdoutBytes(chunk);
      }
    } else {
      bytes = await writeFileAtomically(options.output, chunks);
    }
  } finally {
    progress.done();
  }
  const ms = Math.round(performance.now() - started);
  if (options.output === undefined) {
    ctx.out.progress(`Exported ${name} (${bytes} bytes, ${ms} ms).`);
    return;
  }
  ctx.out.result(
    { export: name, output: options.output, bytes, ms, range, timeZone },
    () =>
      `Wrote ${kind.file} (${bytes} bytes) to ${options.output} in ${ms} ms (${range.from} to ${range.to}, ${timeZone})`,
  );
}

function exportSubcommand(name: string, kind: ExportKind, io: ResolvedIo): Command {
  const command = new Command(name).description(`CSV of the ${kind.summary}`);
  if (kind.shape === 'cluster-query') command.argument('<id>', 'cluster id', integerOption({ min: 1 }));
  command
    .addOption(
      new Option('--preset <preset>', `time range counted back from now (default ${DEFAULT_PRESET})`).choices(
        PRESETS,
      ),
    )
    .option('--from <date>', 'start: YYYY-MM-DD (midnight in --time-zone) or an ISO date-time')
    .option('--to <date>', 'end (default now)')
    .option('--time-zone <iana>', 'time zone of the buckets and of plain dates (default: this machine’s)');
  if (kind.shape !== 'moderation-query') {
    command
      .option('--account <id>', 'context: one account’s posts', integerOption({ min: 1 }))
      .option('--properties <json>', 'context: a saved search’s query and filters, as JSON');
  }
  if (name === 'general') command.option('--search-name <name>', 'name printed in the report');
  if (kind.shape === 'moderation-query') {
    command
      .addOption(
        new Option('--action <action>', 'only this action (repeatable)')
          .choices(MODERATION_ACTIONS)
          .argParser(collect),
      )
      .option('--network <key>', 'only this network (repeatable)', collect);
  }
  command
    .option('-o, --output <file>', 'write to this file, atomically (default: stdout)')
    .addOption(jsonOption())
    .action(async (...args: unknown[]) => {
      const cmd = args[args.length - 1] as Command;
      const options = args[args.length - 2] as ExportOptions;
      const id = kind.shape === 'cluster-query' ? (args[0] as number) : undefined;
      await runExport(name, kind, id, options, cmd, io);
    });
  const base = `slcli export ${name}${kind.shape === 'cluster-query' ? ' 3' : ''}`;
  return withExamples(command, [
    `${base} --preset last-7-days --time-zone Europe/London -o ${kind.file}`,
    `${base} --from 2026-10-01 --to 2026-11-01 | head`,
  ]);
}

export function exportCommand(io: ResolvedIo): Command {
  const command = new Command('export').description(
    'Export a CSV (streamed, byte for byte what the API serves): ' + Object.keys(EXPORTS).join(', '),
  );
  for (const [name, kind] of Object.entries(EXPORTS)) command.addCommand(exportSubcommand(name, kind, io));
  return withExamples(command, [
    'slcli export general --preset last-90-days -o general.csv',
    'slcli export topics --from 2026-11-01 --to 2026-11-20 --time-zone UTC > topics.csv',
    'slcli export moderation --action hide --preset last-7-days -o moderation.csv',
  ]);
}
