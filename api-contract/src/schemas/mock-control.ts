/** Wire shapes of the mock control API (DESIGN §3): outbox, journal, faults, snapshots. */
import { z } from 'zod';
import { statusSchema } from './status.ts';

/** An e-mail the mock has "sent" (password reset, invite, and later report mails). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The token the mail carries (reset, invite), so specs can follow the link. */
  token: z.string().nullable(),
  link: z.string().nullable(),
  sent_at: z.string(),
  /** Files the mail carried (a report's CSV): name, type, size in bytes and the text itself. */
  attachments: z
    .array(
      z.object({
        filename: z.string(),
        content_type: z.string(),
        size: z.number().int(),
        content: z.string(),
      }),
    )
    .default([]),
});
export type OutboxMessageWire = z.infer<typeof outboxMessageSchema>;
export const outboxQuerySchema = z.strictObject({
  to: z.string().max(320, 'It is too long!').optional(),
  kind: z.string().max(100, 'It is too long!').optional(),
});
export const outboxSchema = z.object({ messages: z.array(outboxMessageSchema) });

export const journalEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  method: z.string(),
  url: z.string(),
  status: z.number().int(),
  duration_ms: z.number(),
  account_id: z.number().int().nullable(),
  fault: z.string().nullable(),
});
export const journalQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  path: z.string().max(500, 'It is too long!').optional(),
});
export const journalSchema = z.object({ entries: z.array(journalEntrySchema) });

/** x-mock-fault values, also usable in standing rules. */
export const MOCK_FAULTS = ['401', '403', '500', 'timeout'] as const;
export const mockFaultSchema = z.enum(MOCK_FAULTS, {
  error: `Unknown fault. Known: ${MOCK_FAULTS.join(', ')}.`,
});

export const faultRuleSchema = z.object({
  id: z.number().int(),
  /** A path pattern: `*` matches within a segment, `**` across segments (e.g. /api/v1/dashboard/**). */
  path_pattern: z.string(),
  method: z.string().nullable(),
  delay_ms: z.number().int().nullable(),
  fault: mockFaultSchema.nullable(),
  /** How many more requests the rule applies to; null for always. */
  remaining: z.number().int().nullable(),
});
export const faultRuleCreateBodySchema = z
  .strictObject({
    path_pattern: z.string().trim().min(1, 'Should not be empty!').max(500, 'It is too long!'),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], { error: 'Wrong value!' }).optional(),
    delay_ms: z.number().int().min(0, 'It can not be negative number!').max(60_000).optional(),
    fault: mockFaultSchema.optional(),
    times: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((r) => r.delay_ms !== undefined || r.fault !== undefined, {
    message: 'A rule needs a delay_ms, a fault, or both.',
  });
export const faultRuleListSchema = z.object({ rules: z.array(faultRuleSchema) });
export const faultRuleIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /__mock/generate { statuses, days, seed }. */
export const volumeBodySchema = z.strictObject({
  statuses: z.number().int().min(0).max(5_000_000),
  days: z.number().int().min(1).max(3650).optional(),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});

/** GET /__mock/generate: how far the running generation is (issue 16 #6). */
export const generateProgressSchema = z.object({
  running: z.boolean(),
  /** Posts stored so far, and asked for; 0 and 0 when none ran yet. */
  done: z.number().int(),
  total: z.number().int(),
  started_at: z.string().nullable(),
  /** What the running generation does now: building the posts, storing them, indexing; null when idle. */
  stage: z.enum(['building', 'storing', 'indexing']).nullable(),
});

export const snapshotWrittenSchema = z.object({
  file: z.string(),
  bytes: z.number().int(),
  written_at: z.string(),
});

/**
 * POST /__mock/statuses: posts added at run time (our choice). Each entry is a partial post;
 * the mock fills the rest with the fixtures' post builder (same phrase banks as the scenarios),
 * numbers the ids and dates it now unless `created_at` is given.
 */
export const addStatusesBodySchema = z.strictObject({
  statuses: z
    .array(
      statusSchema
        .omit({ id: true })
        .extend({
          created_at: z.iso.datetime({ error: 'Wrong value!' }),
          business_profile_id: z.number().int().positive(),
          title: z.string().max(1000, 'It is too long!').nullable(),
          full_text: z.string().max(20_000, 'It is too long!'),
        })
        .partial()
        .strict(),
    )
    .min(1, 'Please add at least one item!')
    .max(1000, 'You have chosen too many elements!'),
});
export const addStatusesResultSchema = z.object({
  statuses: z.array(statusSchema),
  /** The alerts these posts made cross their threshold (spec 02 §3), with the count in the span. */
  alerts_raised: z.array(
    z.object({
      alert_id: z.number().int(),
      count: z.number().int(),
      /** Set when the SMTP server refused the alert's e-mail (the posts are stored regardless). */
      mail_error: z.string().nullable(),
    }),
  ),
});
