/**
 * How a raised alert reaches people (spec 02 §3 `send_via`, `recipient_emails`): a notification
 * to the owner and to the recipients who are active accounts of the profile when `send_via` has
 * 'notification', and one mail in the outbox to `recipient_emails` when it has 'email'. Both the
 * threshold alerts (lib/raise-alerts.ts) and the spike alerts (check-spikes.ts) go through here.
 */
import type { AlertWire } from '@sl/api-contract/schemas/alerts';
import type { NetworkKey } from '@sl/api-contract/schemas/common';
import type { SearchItemWire } from '@sl/api-contract/schemas/search';
import { nextId } from '../lib/records.ts';
import { htmlParagraphs, sendMail } from '../lib/send-mail.ts';
import type { MockContext } from '../plugins/auth.ts';
import type { ScoredStatus } from '../store/status-index.ts';

/** What raising an alert needs of the app: the store, the clock, the SMTP server if any. */
export type AlertContext = Pick<MockContext, 'store' | 'now' | 'smtpUrl'>;

export const TRIGGER_TEXT: Record<AlertWire['trigger'], string> = {
  new_posts: 'posts',
  negative_posts: 'negative posts',
  positive_posts: 'positive posts',
};

/** The scored sentiment a trigger counts (null: every post); the drill-down filters by the same. */
export const TRIGGER_SENTIMENT: Record<AlertWire['trigger'], -1 | 1 | null> = {
  new_posts: null,
  negative_posts: -1,
  positive_posts: 1,
};

// Issue 10 defect 1: the scored sentiment, the figure the dashboard counts for the same search.
export const fitsTrigger = (alert: Pick<AlertWire, 'trigger'>, s: Pick<ScoredStatus, 'sentiment'>) => {
  const wanted = TRIGGER_SENTIMENT[alert.trigger];
  return wanted === null || s.sentiment === wanted;
};

export const spanText = (hours: number) => (hours === 1 ? 'the last hour' : `the last ${hours} hours`);

export interface Delivery {
  alert: AlertWire;
  search: SearchItemWire;
  /** The notification's text and the mail's first paragraph. */
  text: string;
  /** The network the notification shows. */
  socialType: NetworkKey;
  /** Paragraphs of the mail after the text (the alert's description is appended). */
  details: string[];
  link?: { href: string; label: string };
}

/** Notifies and mails; answers the mail error (posts and notifications stand either way). */
export async function deliverAlert(ctx: AlertContext, d: Delivery, nowMs: number): Promise<string | null> {
  const { store } = ctx;
  const { alert, search } = d;
  const stamp = new Date(nowMs).toISOString();
  if (alert.send_via.includes('notification')) {
    const recipients = new Set<number>([alert.account_id]);
    for (const email of alert.recipient_emails) {
      const a = store.findAccountByEmail(email);
      if (a && a.state === 1 && a.business_profile_id === alert.business_profile_id) recipients.add(a.id);
    }
    const notifications = store.collections.notifications;
    for (const accountId of [...recipients].sort((a, b) => a - b)) {
      await notifications.create({
        id: nextId(notifications.all()),
        account_id: accountId,
        text: d.text,
        category: null,
        social_type: d.socialType,
        entity_name: search.name,
        created_at: stamp,
        read_at: null,
        dismissed: false,
      });
    }
  }
  if (!alert.send_via.includes('email') || alert.recipient_emails.length === 0) return null;
  const paragraphs = [d.text, ...d.details, ...(alert.email_description ? [alert.email_description] : [])];
  try {
    await sendMail(
      store,
      {
        kind: 'alert',
        to: alert.recipient_emails,
        subject: `Alert: ${alert.name}`,
        text: [...paragraphs, ...(d.link ? [`${d.link.label}: ${d.link.href}`] : [])].join('\n\n'),
        html: htmlParagraphs(paragraphs, d.link),
        link: d.link?.href ?? null,
      },
      nowMs,
      ctx.smtpUrl,
    );
    return null;
  } catch (err) {
    return `The SMTP server did not accept the alert: ${(err as Error).message}`;
  }
}
