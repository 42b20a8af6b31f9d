/**
 * The mock "sends" e-mail by keeping it in the outbox collection (GET /api/__mock/outbox), so
 * specs, the web e2e and people can read what a real server would have mailed. Every mail of
 * the mock goes through here (password reset, invites, report mails and alert mails); with an
 * SMTP URL (the server's SMTP_URL) it also goes out over SMTP.
 */
import type { OutboxMessageWire } from '@sl/api-contract/schemas/mock-control';
import type { Store } from '../store/store.ts';
import { nextId } from './records.ts';
import { sendOverSmtp } from './smtp.ts';

/** The sender of every mail the mock writes. */
export const MAIL_SENDER = 'no-reply@social-listening.test';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  kind: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  token?: string | null;
  link?: string | null;
  from?: string;
  attachments?: MailAttachment[];
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A simple HTML body from paragraphs, every value escaped (user text is text, never markup). */
export function htmlParagraphs(
  paragraphs: readonly string[],
  link?: { href: string; label: string },
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const anchor = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html><body>${body}${anchor}</body></html>`;
}

/**
 * Records the mail in the outbox; with `smtpUrl` it first goes out over SMTP, so a mail the SMTP
 * server refused (the error propagates) is not recorded as sent either.
 */
export async function sendMail(
  store: Store,
  message: MailMessage,
  now: number,
  smtpUrl?: string,
): Promise<OutboxMessageWire> {
  const attachments = message.attachments ?? [];
  if (smtpUrl) {
    await sendOverSmtp(smtpUrl, {
      from: message.from ?? MAIL_SENDER,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments,
    });
  }
  return store.collections.outbox.create({
    id: nextId(store.collections.outbox.all()),
    kind: message.kind,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    token: message.token ?? null,
    link: message.link ?? null,
    sent_at: new Date(now).toISOString(),
    attachments: attachments.map((a) => ({
      filename: a.filename,
      content_type: a.contentType,
      size: Buffer.byteLength(a.content, 'utf8'),
      content: a.content,
    })),
  });
}
