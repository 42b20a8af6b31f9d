/** Scheduled e-mail reports and their sending (spec 01 §3, §7 admin e-mails and mailers). */
import { z } from 'zod';
import { requiredText } from './paging.ts';

/** Our choice: what a report summarises. */
export const EMAIL_TYPES = ['summary', 'sentiment', 'competitors'] as const;
export const MAIL_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
/** Our choice: the period a report covers, counted back from the sending time. */
export const DATA_FROM = ['last-24-hours', 'last-7-days', 'last-30-days'] as const;

export const adminEmailSchema = z.object({
  id: z.number().int(),
  business_profile_id: z.number().int(),
  email_name: z.string(),
  brand_name: z.string(),
  email_type: z.enum(EMAIL_TYPES),
  reciver_account_id: z.number().int(),
  search_id: z.number().int().nullable(),
  articles_filter_id: z.number().int().nullable(),
  mail_frequency: z.enum(MAIL_FREQUENCIES),
  deliver_hour: z.number().int(),
  data_from: z.enum(DATA_FROM),
  articles_url: z.string().nullable(),
  extra_emails: z.array(z.string()),
  competitors: z.array(z.string()),
  articles_limit: z.number().int(),
  posts_limit: z.number().int(),
  omit_response: z.boolean(),
  min_limitation: z.number().int(),
  last_sent_at: z.string().nullable(),
});
export type AdminEmailWire = z.infer<typeof adminEmailSchema>;

export const adminEmailBodySchema = z.object({
  business_profile_id: z.number().int().positive().optional(),
  email_name: requiredText(120),
  brand_name: requiredText(120),
  email_type: z.enum(EMAIL_TYPES, { error: 'Wrong value!' }),
  reciver_account_id: z.number({ error: 'Should not be empty!' }).int().positive(),
  search_id: z.number().int().positive().nullable().default(null),
  articles_filter_id: z.number().int().positive().nullable().default(null),
  mail_frequency: z.enum(MAIL_FREQUENCIES, { error: 'Wrong value!' }),
  deliver_hour: z
    .number({ error: 'It has to be a number!' })
    .int()
    .min(0, 'It can not be negative number!')
    .max(23, 'Wrong value!'),
  data_from: z.enum(DATA_FROM, { error: 'Wrong value!' }),
  articles_url: z.url({ error: 'Url is not valid!' }).max(2000).nullable().default(null),
  extra_emails: z
    .array(z.email({ error: 'One or more email addresses are invalid.' }).max(320))
    .max(50, 'You have chosen too many elements!')
    .default([]),
  competitors: z.array(z.string().max(120)).max(20, 'You have chosen too many elements!').default([]),
  articles_limit: z.number().int().min(0, 'It can not be negative number!').max(100).default(5),
  posts_limit: z.number().int().min(0, 'It can not be negative number!').max(100).default(6),
  omit_response: z.boolean().default(false),
  min_limitation: z.number().int().min(0, 'It can not be negative number!').max(1_000_000).default(0),
});
export const adminEmailUpdateBodySchema = adminEmailBodySchema.partial();
export const adminEmailsQuerySchema = z.strictObject({
  business_profile_id: z.coerce.number({ error: 'It has to be a number!' }).int().positive().optional(),
});
export const adminEmailListSchema = z.object({
  data: z.array(adminEmailSchema),
  /** Our addition (issue 14): the profile's time zone, in which every deliver_hour is read. */
  time_zone: z.string().optional(),
});

/** spec 01 §7: POST /v1/admin/mailers {id, reset (optional), send_me (optional)}. */
export const mailerBodySchema = z.object({
  id: z.number({ error: 'Should not be empty!' }).int().positive(),
  /** Our reading: forget the last sending, so the next scheduled run sends again. */
  reset: z.boolean().optional(),
  /** Add the caller to the report's recipients. */
  send_me: z.boolean().optional(),
});
export const mailerResultSchema = z.object({
  id: z.number().int(),
  recipients: z.array(z.string()),
  subject: z.string(),
  /** Where it went: the mock outbox, and over SMTP when the server has SMTP_URL. */
  delivered_via: z.array(z.enum(['outbox', 'smtp'])),
  figures: z.object({
    total: z.number().int(),
    positive: z.number().int(),
    neutral: z.number().int(),
    negative: z.number().int(),
    from: z.string(),
    to: z.string(),
  }),
});

/**
 * Our addition (issue 14 E-mail reports): what "Send now" would send, without sending it, so an
 * admin can read the e-mail first. The HTML is the mail's body (user text in it is escaped).
 */
export const mailerPreviewSchema = z.object({
  id: z.number().int(),
  recipients: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  csv_filename: z.string(),
  csv_size: z.number().int(),
  figures: mailerResultSchema.shape.figures,
});

/** Our addition (issue 14): one delivery of a report: when, to whom, and how big. */
export const reportDeliverySchema = z.object({
  id: z.number().int(),
  email_id: z.number().int(),
  business_profile_id: z.number().int(),
  sent_at: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  /** The whole mail: HTML and text bodies plus the CSV, in bytes (UTF-8). */
  size_bytes: z.number().int(),
  delivered_via: z.array(z.enum(['outbox', 'smtp'])),
});
export const reportDeliveryListSchema = z.object({ data: z.array(reportDeliverySchema) });
