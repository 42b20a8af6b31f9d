/**
 * Shared pieces of list calls: id path parameters, page queries with the spec's per-list
 * defaults (spec 02 §7 mock defaults: keywords 7, posts 6, moderation events 8, demographics 25;
 * spec 01 §9 statuses 15) and the page envelope.
 */
import { z } from 'zod';

/** A record id in a path: digits only, so `1e3` or ` 7` is not read as a number that exists. */
export const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'Wrong format!')
    .transform(Number)
    .pipe(
      z
        .number()
        .int('Wrong format!')
        .positive('Wrong format!')
        .max(2 ** 31, 'Wrong format!'),
    ),
});

/** spec 02 §7 and spec 01 §9: page sizes a list uses when the caller names none. */
export const PAGE_SIZES = {
  keywords: 7,
  posts: 6,
  moderationEvents: 8,
  demographics: 25,
  statuses: 15,
} as const;

export const pageSchema = z.coerce.number({ error: 'It has to be a number!' }).int().min(1).max(100_000);
export const perPageSchema = z.coerce.number({ error: 'It has to be a number!' }).int().min(1).max(100);

export const pageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });

/** A non-empty trimmed string with the spec's messages (spec 01 §5). */
export const requiredText = (max: number, requiredMessage = 'Should not be empty!') =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, 'It is too long!');

/** Query lists arrive as `a[]=x` (an array) or, from hand-written URLs, `a=x` (a string). */
export const queryList = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? [v] : v),
    z.array(item).max(max, 'You have chosen too many elements!'),
  );

export const isoDateTime = z.iso.datetime({ offset: true, error: 'Wrong format!' });
export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'Wrong value!' });
