/**
 * `slcli reports`: the scheduled e-mail reports (spec 01 §3, §7 admin e-mails and mailers): list,
 * show, create or update from flags or a JSON file, and send one now (POST /v1/admin/mailers),
 * or with --dry-run print who would get it and what it carries without sending.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import { accounts as accountEndpoints, configuration, session } from '@sl/api-contract/endpoints';
import { DATA_FROM, EMAIL_TYPES, MAIL_FREQUENCIES } from '@sl/api-contract/schemas/admin-emails';
import { Command, Option } from 'commander';
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
import { isRecord, readJsonFile } from '../lib/json-file.ts';
import { formatTable } from '../lib/output.ts';

type Report = ResponseOf<typeof configuration.listAdminEmails>['data'][number];
const id = integerOption({ min: 1 });
const collect = (value: string, previous: string[] = []) => [...previous, value];

function reportTable(reports: readonly Report[]): string {
  if (reports.length === 0) return 'No scheduled e-mail reports.';
  return formatTable([
    ['ID', 'NAME', 'TYPE', 'FREQUENCY', 'HOUR', 'PERIOD', 'LAST SENT'],
    ...reports.map((r) => [
      r.id,
      r.emailName,
      r.emailType,
      r.mailFrequency,
      r.deliverHour,
      r.dataFrom,
      r.lastSentAt ?? 'never',
    ]),
  ]);
}

function reportDetail(r: Report): string {
  return [
    `Report ${r.id}: ${r.emailName} (${r.brandName})`,
    `  type:          ${r.emailType}`,
    `  schedule:      ${r.mailFrequency} at ${String(r.deliverHour).padStart(2, '0')}:00, covering ${r.dataFrom}`,
    `  receiver:      account ${r.reciverAccountId}`,
    `  extra e-mails: ${r.extraEmails.join(', ') || '-'}`,
    `  competitors:   ${r.competitors.join(', ') || '-'}`,
    `  saved search:  ${r.searchId ?? '-'}`,
    `  last sent:     ${r.lastSentAt ?? 'never'}`,
  ].join('\n');
}

async function findReport(
  ctx: CommandContext,
  reportId: number,
  businessProfileId?: number,
): Promise<Report> {
  const { data } = await ctx.client.call(configuration.listAdminEmails, { query: { businessProfileId } });
  const report = data.find((r) => r.id === reportId);
  if (!report) throw new CliError(`E-mail report ${reportId} not found.`, EXIT.notFound, { status: 404 });
  return report;
}

interface ReportFlags extends CommonOptions {
  file?: string;
  name?: string;
  brand?: string;
  type?: string;
  receiver?: number;
  frequency?: string;
  hour?: number;
  period?: string;
  extraEmail?: string[];
  competitor?: string[];
  search?: number;
  businessProfile?: number;
}

function addReportFlags(command: Command): Command {
  return command
    .option(
      '--file <path>',
      'the report as JSON (wire or camelCase field names; `-` for stdin); flags override it',
    )
    .option('--name <text>', 'report name (email_name)')
    .option('--brand <text>', 'brand name shown in the mail')
    .addOption(new Option('--type <type>', 'what it summarises').choices(EMAIL_TYPES))
    .option('--receiver <accountId>', 'account that receives it', id)
    .addOption(new Option('--frequency <f>', 'how often').choices(MAIL_FREQUENCIES))
    .option('--hour <0-23>', 'hour of delivery', integerOption({ min: 0, max: 23 }))
    .addOption(new Option('--period <p>', 'period covered (data_from)').choices(DATA_FROM))
    .option('--extra-email <e-mail>', 'another recipient (repeatable)', collect)
    .option('--competitor <name>', 'a competitor (repeatable)', collect)
    .option('--search <id>', 'saved search the report covers', id)
    .option('--business-profile <id>', 'business profile (system admin)', id);
}

/** The body from --file, then the flags on top; the server validates it (field errors: exit 3). */
async function reportBody(options: ReportFlags, io: ResolvedIo): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  if (options.file !== undefined) {
    const file = await readJsonFile(options.file, io);
    if (!isRecord(file))
      throw new CliError(`${options.file}: expected one JSON object (a report).`, EXIT.usage);
    body = { ...file };
  }
  const flags: Record<string, unknown> = {
    emailName: options.name,
    brandName: options.brand,
    emailType: options.type,
    reciverAccountId: options.receiver,
    mailFrequency: options.frequency,
    deliverHour: options.hour,
    dataFrom: options.period,
    extraEmails: options.extraEmail,
    competitors: options.competitor,
    searchId: options.search,
    businessProfileId: options.businessProfile,
  };
  for (const [key, value] of Object.entries(flags)) if (value !== undefined) body[key] = value;
  return body;
}

export function reportsCommand(io: ResolvedIo): Command {
  const list = new Command('list')
    .description('The scheduled e-mail reports of your business profile')
    .option('--business-profile <id>', 'another business profile (system admin)', id)
    .addOption(jsonOption())
    .action(async (options: { businessProfile?: number }, cmd: Command) => {
      const ctx = commandContext(cmd, io);
      const { data } = await ctx.client.call(configuration.listAdminEmails, {
        query: { businessProfileId: options.businessProfile },
      });
      ctx.out.result(data, () => reportTable(data));
    });
  withExamples(list, ['slcli reports list', 'slcli reports list --json id,emailName,lastSentAt']);

  const show = new Command('show')
    .description('One scheduled e-mail report')
    .argument('<id>', 'report id', id)
    .addOption(jsonOption())
    .action(async (reportId: number, _o: CommonOptions, cmd: Command) => {
      const ctx = commandContext(cmd, io);
      const report = await findReport(ctx, reportId);
      ctx.out.result(report, () => reportDetail(report));
    });
  withExamples(show, ['slcli reports show 1', 'slcli reports show 1 --json extraEmails']);

  const create = addReportFlags(new Command('create'))
    .description('Create a scheduled e-mail report from flags and/or a JSON file')
    .addOption(jsonOption())
    .action(async (options: ReportFlags, cmd: Command) => {
      const ctx = commandContext(cmd, io);
      const body = await reportBody(options, io);
      const created = await ctx.client.call(configuration.createAdminEmail, { body: body as never });
      ctx.out.progress(`Created e-mail report ${created.id}.`);
      ctx.out.result(created, () => reportDetail(created));
    });
  withExamples(create, [
    'slcli reports create --name Weekly --brand Acme --type summary --receiver 2 --frequency weekly --hour 8 --period last-7-days',
    'slcli reports create --file weekly-report.json --extra-email cfo@acme.test',
  ]);

  const update = addReportFlags(new Command('update'))
    .description('Change a scheduled e-mail report: only the fields given change')
    .argument('<id>', 'report id', id)
    .addOption(jsonOption())
    .action(async (reportId: number, options: ReportFlags, cmd: Command) => {
      const ctx = commandContext(cmd, io);
      const body = await reportBody(options, io);
      if (Object.keys(body).length === 0) {
        throw new CliError(
          'Nothing to change: pass --file or at least one field flag (see --help).',
          EXIT.usage,
        );
      }
      const updated = await ctx.client.call(configuration.updateAdminEmail, {
        params: { id: String(reportId) },
        body: body as never,
      });
      ctx.out.result(updated, () => reportDetail(updated));
    });
  withExamples(update, [
    'slcli reports update 1 --hour 7 --extra-email ops@acme.test',
    'slcli reports update 1 --file patch.json',
  ]);

  const send = new Command('send')
    .description('Send a report now (to the mock outbox, and over SMTP where the server has it)')
    .argument('<id>', 'report id', id)
    .option('--send-me', 'add yourself to the recipients')
    .option('--reset', 'forget the last sending, so the next scheduled run sends again')
    .option('--dry-run', 'print the recipients and the attachment, send nothing')
    .addOption(jsonOption())
    .action(
      async (
        reportId: number,
        options: { sendMe?: boolean; reset?: boolean; dryRun?: boolean },
        cmd: Command,
      ) => {
        const ctx = commandContext(cmd, io);
        if (options.dryRun) {
          const plan = await dryRun(ctx, reportId, options.sendMe === true);
          ctx.out.result(plan, () =>
            [
              `Dry run: report ${plan.id} (${plan.name}) would go to:`,
              ...plan.recipients.map((r) => `  ${r}`),
              `Attachment: ${plan.attachment.filename} (${plan.attachment.contentType}: ${plan.attachment.content})`,
              'Nothing was sent.',
            ].join('\n'),
          );
          return;
        }
        const result = await ctx.client.call(configuration.sendMailer, {
          body: { id: reportId, sendMe: options.sendMe, reset: options.reset },
        });
        ctx.out.result(result, () =>
          [
            `Sent "${result.subject}" to ${result.recipients.join(', ')} via ${result.deliveredVia.join(' and ')}.`,
            `  ${result.figures.total} posts (${result.figures.positive} positive, ${result.figures.neutral} neutral, ${result.figures.negative} negative), ${result.figures.from} to ${result.figures.to}`,
          ].join('\n'),
        );
      },
    );
  withExamples(send, [
    'slcli reports send 1',
    'slcli reports send 1 --dry-run',
    'slcli reports send 1 --send-me --json',
  ]);

  const command = new Command('reports')
    .alias('mailers')
    .description('Scheduled e-mail reports (report mailers): list, show, create, update, send')
    .addCommand(list)
    .addCommand(show)
    .addCommand(create)
    .addCommand(update)
    .addCommand(send);
  return withExamples(command, ['slcli reports list', 'slcli reports send 1 --dry-run']);
}

/**
 * The recipients the server would choose (POST /v1/admin/mailers): the receiver when active, the
 * extra e-mails, and the caller with --send-me, without duplicates; read, not sent.
 */
async function dryRun(ctx: CommandContext, reportId: number, sendMe: boolean) {
  const report = await findReport(ctx, reportId);
  const members = await ctx.client.call(accountEndpoints.listAccounts, {
    query: { businessProfileId: report.businessProfileId },
  });
  const receiver = members.find((a) => a.id === report.reciverAccountId && a.state === 1);
  let me: string | undefined;
  if (sendMe) {
    const userId = ctx.client.currentUserId();
    if (userId !== null) me = (await ctx.client.call(session.getAccount, { params: { id: userId } })).email;
  }
  const recipients = [
    ...new Set([...(receiver ? [receiver.email] : []), ...report.extraEmails, ...(me ? [me] : [])]),
  ];
  return {
    id: report.id,
    name: report.emailName,
    dryRun: true,
    recipients,
    attachment: {
      filename: `report-${report.id}-<end of period>.csv`,
      contentType: 'text/csv',
      content: `the daily sentiment figures of the period (${report.dataFrom})`,
    },
  };
}
