/**
 * The error body every failing call answers with (spec 01 §7, §8; spec 02 §8). Its own module so
 * that errors.ts, whose texts every screen shows, carries no zod (decision record 013).
 */
import { z } from 'zod';

export const errorBodySchema = z.object({
  error_message: z.string().optional(),
  description: z.string().optional(),
  /** Field errors: field name -> messages; `base` errors are shown alone (spec 01 §5). */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
