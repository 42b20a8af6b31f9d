/**
 * `slcli outbox`: the mails the mock has "sent" (password resets, invites, report mailers), from
 * its control API: list (and --follow, like the Stripe CLI's `listen`), show one, save an attachment.
 */
import type { ResponseOf } from '@sl/api-contract/client';
import { mock } from '@sl/api-contract/endpoints';
import { Command } from 'commander';
import { writeFileAtomically } from '../lib/atomic-file.ts';
import {
  type CommandContext,
  type CommonOptions,
  commandContext,
  controlAction,
  jsonOption,
} from '../lib/command-context.ts';
import { CliError, EXIT } from '../lib/errors.ts';
import { withExamples } from '../lib/help.ts';
import { integerOption } from '../lib/integer-option.ts';
import type { ResolvedIo } from '../lib/io.ts';

type Message = ResponseOf<typeof mock.mockOutbox>['messages'][number];

const id = integerOption({ min: 1 });
/** A message id, or `latest` for the newest message. */
const messageRef = (value: string): number | 'latest' => (value === 'latest' ? 'latest' : id(value));

/** What `outbox list` prints per message (JSON): the body text and attachments stay in `show`. */
const summary = (m: Message) => ({
  id: m.id,
  kind: m.kind,
  to: m.to,
  subject: m.subject,
  sentAt: m.sentAt,
  attachments: m.attachments.map((a) => a.filename),
});

const line = (m: Message) =>
  `${m.id}  ${m.sentAt}  ${m.kind}  ${m.to.join(', ')}  ${m.subject}` +
  (m.attachments.length ? `  [${m.attachments.map((a) => a.filename).join(', ')}]` : '');

async function fetchMessages(ctx: CommandContext, filter: { to?: string; kind?: string }) {
  return (await ctx.client.call(mock.mockOutbox, { query: filter })).messages;
}

async function findMessage(ctx: CommandContext, messageId: number | 'latest'): Promise<Message> {
  const messages = await fetchMessages(ctx, {});
  const message = messageId === 'latest' ? messages.at(-1) : messages.find((m) => m.id === messageId);
  if (!message && messageId === 'latest') throw new CliError('The outbox is empty.', EXIT.notFound);
  if (!message) throw new CliError(`Outbox message ${messageId} not found.`, EXIT.notFound, { status: 404 });
  return message;
}

interface ListOptions extends CommonOptions {
  to?: string;
  kind?: string;
  follow?: boolean;
  interval?: number;
}

export function outboxCommand(io: ResolvedIo): Command {
  const list = new Command('list')
    .description('The mails the mock has sent, oldest first; --follow keeps printing new ones')
    .option('--to <e-mail>', 'only mails to this address')
    .option('--kind <kind>', 'only this kind (report, password-reset, invite…)')
    .option('-f, --follow', 'keep polling and print each new mail (JSON: one document per line) until Ctrl-C')
    .option('--interval <ms>', 'poll interval with --follow', integerOption({ min: 100, max: 60_000 }), 1000)
    .addOption(jsonOption())
    .action(
      controlAction(async (options: ListOptions, cmd: Command) => {
        const ctx = commandContext(cmd, io);
        const filter = { to: options.to, kind: options.kind };
        const messages = await fetchMessages(ctx, filter);
        if (!options.follow) {
          ctx.out.result(messages.map(summary), () =>
            messages.length === 0 ? 'The outbox is empty.' : messages.map(line).join('\n'),
          );
          return;
        }
        // Like `tail -f`: what is there now, then each new mail as it arrives.
        const print = (m: Message) =>
          io.stdout(ctx.out.json ? `${JSON.stringify(summary(m))}\n` : `${line(m)}\n`);
        let lastId = 0;
        for (const m of messages) {
          print(m);
          lastId = Math.max(lastId, m.id);
        }
        ctx.out.progress(`Following the outbox of ${ctx.config.apiUrl} (Ctrl-C to stop)…`);
        const stop = stopSignal();
        while (!stop.aborted) {
          await sleep(options.interval ?? 1000, stop);
          if (stop.aborted) break;
          for (const m of await fetchMessages(ctx, filter)) {
            if (m.id > lastId) {
              print(m);
              lastId = m.id;
            }
          }
        }
      }, io),
    );
  withExamples(list, [
    'slcli outbox list',
    'slcli outbox list --kind report --json id,subject,to',
    'slcli outbox list --follow --to admin@acme.test',
  ]);

  const show = new Command('show')
    .description('One mail: headers, text body and attachment names')
    .argument('<id>', 'message id, or latest', messageRef)
    .option('--html', 'print the HTML body instead of the text body')
    .addOption(jsonOption())
    .action(
      controlAction(async (messageId: number | 'latest', options: { html?: boolean }, cmd: Command) => {
        const ctx = commandContext(cmd, io);
        const m = await findMessage(ctx, messageId);
        ctx.out.result(m, () =>
          [
            `Message ${m.id} (${m.kind}), sent ${m.sentAt}`,
            `To:      ${m.to.join(', ')}`,
            `Subject: ${m.subject}`,
            ...(m.link ? [`Link:    ${m.link}`] : []),
            ...m.attachments.map((a) => `Attachment: ${a.filename} (${a.contentType}, ${a.size} bytes)`),
            '',
            options.html ? m.html : m.text,
          ].join('\n'),
        );
      }, io),
    );
  withExamples(show, [
    'slcli outbox show 3',
    'slcli outbox show 3 --html > mail.html',
    'slcli outbox show 3 --json',
  ]);

  const save = new Command('save')
    .description("Save a mail's attachment to a file (atomically) or to stdout")
    .argument('<id>', 'message id, or latest', messageRef)
    .option('--attachment <filename>', 'which attachment (default: the only one)')
    .option('-o, --output <file>', 'file to write (default: stdout)')
    .addOption(jsonOption())
    .action(
      controlAction(
        async (
          messageId: number | 'latest',
          options: { attachment?: string; output?: string },
          cmd: Command,
        ) => {
          const ctx = commandContext(cmd, io);
          const m = await findMessage(ctx, messageId);
          const names = m.attachments.map((a) => a.filename);
          const attachment =
            options.attachment === undefined
              ? m.attachments.length === 1
                ? m.attachments[0]
                : undefined
              : m.attachments.find((a) => a.filename === options.attachment);
          if (!attachment) {
            if (m.attachments.length === 0) {
              throw new CliError(`Message ${messageId} has no attachment.`, EXIT.notFound);
            }
            throw new CliError(
              options.attachment === undefined
                ? `Message ${messageId} has ${names.length} attachments: pass --attachment (one of ${names.join(', ')}).`
                : `Message ${messageId} has no attachment '${options.attachment}' (it has ${names.join(', ')}).`,
              options.attachment === undefined ? EXIT.usage : EXIT.notFound,
            );
          }
          if (options.output === undefined) {
            await io.stdoutBytes(new TextEncoder().encode(attachment.content));
            return;
          }
          const bytes = await writeFileAtomically(options.output, [attachment.content]);
          ctx.out.result(
            { id: m.id, filename: attachment.filename, output: options.output, bytes },
            () => `Saved ${attachment.filename} (${bytes} bytes) to ${options.output}`,
          );
        },
        io,
      ),
    );
  withExamples(save, [
    'slcli outbox save 3 --output report.csv',
    'slcli outbox save 3 --attachment report-1-2026-11-20.csv | head',
  ]);

  const clear = new Command('clear')
    .description('Empty the outbox')
    .addOption(jsonOption())
    .action(
      controlAction(async (_o: CommonOptions, cmd: Command) => {
        const ctx = commandContext(cmd, io);
        await ctx.client.call(mock.mockClearOutbox);
        ctx.out.result({ cleared: true }, () => 'The outbox is empty.');
      }, io),
    );
  withExamples(clear, ['slcli outbox clear']);

  const command = new Command('outbox')
    .description("The mock's sent mails: list (--follow), show, save an attachment, clear")
    .addCommand(list)
    .addCommand(show)
    .addCommand(save)
    .addCommand(clear);
  return withExamples(command, ['slcli outbox list --follow', 'slcli outbox save 3 -o report.csv']);
}

/** Aborted by Ctrl-C or SIGTERM, so --follow ends with exit 0 after the current poll. */
function stopSignal(): AbortSignal {
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return controller.signal;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
