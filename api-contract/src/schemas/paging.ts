/**
 * Shared pieces of list calls: id path parameters, page queries with the spec's per-list
 * defaults (spec 02 §7 mock defaults: keywords 7, posts 6, moderation events 8, demographics 25;
 * spec 01 §9 statuses 15) and the page envelope.
 */
import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE } from './common-values.ts';
import { MESSAGES } from './errors.ts';

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

// The page sizes and limits are values of common-values.ts (zod-free, decision record 013).
export { MAX_PAGE, MAX_PAGE_SIZE, PAGE_SIZES } from './common-values.ts';

/**
 * Where the paging fields arrive: a query string carries text ('3'), a JSON body numbers (a body's
 * "3" stays a bad parameter, as it always was).
 */
export type PagingSource = 'query' | 'body';

const wholeNumber = (from: PagingSource) =>
  (from === 'query'
    ? z.coerce.number({ error: MESSAGES.numeric })
    : z.number({ error: MESSAGES.numeric })
  ).int(MESSAGES.numeric);

/** A 1-based page number, with the spec 01 §5 messages. */
export const pageSchema = (from: PagingSource = 'query') =>
  wholeNumber(from).min(1, MESSAGES.positiveNumber).max(MAX_PAGE, MESSAGES.maxLength);
/** A page size, with the spec 01 §5 messages. */
export const perPageSchema = (from: PagingSource = 'query') =>
  wholeNumber(from).min(1, MESSAGES.positiveNumber).max(MAX_PAGE_SIZE, MESSAGES.maxElements);

/**
 * THE paging of every list call (issue 10 item 5): `{ page, per_page }`, page 1 and the list's
 * default page size (spec 02 §7: posts 6, moderation events 8, keywords 7, demographics 25) when
 * the caller names none. Spread into a query or body schema.
 */
export const pagingFields = (defaultPerPage: number, from: PagingSource = 'query') => ({
  page: pageSchema(from).default(1),
  per_page: perPageSchema(from).default(defaultPerPage),
});

/** `{ page, per_page }` query (spec 02 §7), 1-based pages, with the list's default page size. */
export const pageQuerySchema = (defaultPerPage: number) => z.object(pagingFields(defaultPerPage));

/** `{ offset, limit }` query (spec 01 §7 statuses), with the list's default page size. */
export const offsetQuerySchema = (defaultLimit: number) =>
  z.object({
    offset: wholeNumber('query').min(0, MESSAGES.negative).default(0),
    limit: perPageSchema('query').default(defaultLimit),
  });

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
