/**
 * A report's form fields and the body they make (spec 01 §3 scheduled e-mail report: email_name,
 * email_type, mail_frequency, deliver_hour, data_from, posts_limit, articles_limit, extra_emails,
 * competitors). Pure, so the mapping is tested without a DOM.
 */
import type { DATA_FROM, EMAIL_TYPES, MAIL_FREQUENCIES } from '@sl/api-contract/schemas/admin-emails';

export type EmailType = (typeof EMAIL_TYPES)[number];
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number];
export type DataFrom = (typeof DATA_FROM)[number];

export const EMAIL_TYPE_NAMES: Record<EmailType, string> = {
  summary: 'Summary',
  sentiment: 'Sentiment',
  competitors: 'Competitors',
};
export const FREQUENCY_NAMES: Record<MailFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};
export const DATA_FROM_NAMES: Record<DataFrom, string> = {
  'last-24-hours': 'Last 24 hours',
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
};

export interface ReportFields {
  emailName: string;
  brandName: string;
  emailType: EmailType;
  receiverId: string;
  mailFrequency: MailFrequency;
  /** '0'…'23' as the select's key. */
  deliverHour: string;
  dataFrom: DataFrom;
  postsLimit: string;
  articlesLimit: string;
  /** Addresses separated by commas, spaces or lines. */
  extraEmails: string;
  /** One competitor per line or comma-separated. */
  competitors: string;
}

export interface ReportLike {
  emailName: string;
  brandName: string;
  emailType: EmailType;
  reciverAccountId: number;
  mailFrequency: MailFrequency;
  deliverHour: number;
  dataFrom: DataFrom;
  postsLimit: number;
  articlesLimit: number;
  extraEmails: string[];
  competitors: string[];
}

export function fieldsOfReport(
  report: ReportLike | null,
  defaults: { brandName: string; receiverId: number | null },
) {
  return {
    emailName: report?.emailName ?? '',
    brandName: report?.brandName ?? defaults.brandName,
    emailType: report?.emailType ?? 'summary',
    receiverId: String(report?.reciverAccountId ?? defaults.receiverId ?? ''),
    mailFrequency: report?.mailFrequency ?? 'weekly',
    deliverHour: String(report?.deliverHour ?? 8),
    dataFrom: report?.dataFrom ?? 'last-7-days',
    postsLimit: String(report?.postsLimit ?? 6),
    articlesLimit: String(report?.articlesLimit ?? 5),
    extraEmails: (report?.extraEmails ?? []).join(', '),
    competitors: (report?.competitors ?? []).join(', '),
  } satisfies ReportFields;
}

const split = (text: string, separators: RegExp) => [
  ...new Set(
    text
      .split(separators)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** A number field's text as the API wants it; text that is not a number stays text, so the schema says so. */
const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

export function toReportBody(f: ReportFields) {
  return {
    emailName: f.emailName,
    brandName: f.brandName,
    emailType: f.emailType,
    reciverAccountId: toNumber(f.receiverId),
    mailFrequency: f.mailFrequency,
    deliverHour: toNumber(f.deliverHour),
    dataFrom: f.dataFrom,
    postsLimit: toNumber(f.postsLimit),
    articlesLimit: toNumber(f.articlesLimit),
    extraEmails: split(f.extraEmails, /[\s,;]+/),
    competitors: split(f.competitors, /[\n,]/),
  };
}

/** '08:00' for the hour, with the profile's zone named (spec: deliver_hour in the profile's time zone). */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Bytes as people read them: '812 B', '14.2 KB', '1.3 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
