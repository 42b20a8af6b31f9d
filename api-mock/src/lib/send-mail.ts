/**
 * The mock "sends" e-mail by keeping it in the outbox collection (GET /api/__mock/outbox), so
 * specs, the web e2e and people can read what a real server would have mailed. Every mail of
 * the mock goes through here (password reset, invites, and report mails).
 */
import type { OutboxMessageWire } from '@sl/api-contract/schemas/mock-control';
import type { Store } from '../store/store.ts';
import { nextId } from './next-id.ts';

export interface MailMessage {
  kind: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  token?: string | null;
  link?: string | null;
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

export async function sendMail(store: Store, message: MailMessage, now: number): Promise<OutboxMessageWire> {
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
  });
}
