/**
 * Issue 10 item 5: one paging schema. Every list call pages with the same fields, the spec's
 * default page sizes (spec 02 §7) and the same spec 01 §5 messages, in a query or a JSON body.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  demographicsReadBodySchema,
  keywordCloudReadBodySchema,
  mostImpactfulReadBodySchema,
} from './dashboard.ts';
import { feedHashQuerySchema } from './dashboard-config.ts';
import { feedItemsQuerySchema } from './feed.ts';
import { moderationQuerySchema } from './moderation.ts';

const range = { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' };
const impactful = { range, selected_sentiments: [1], selected_social_types: ['twitter'] };

const lists: [string, z.ZodType, object, number | undefined][] = [
  ['keyword cloud (7 keywords)', keywordCloudReadBodySchema, { range }, 7],
  ['demographics (25 rows)', demographicsReadBodySchema, { range }, 25],
  ['most impactful posts (6 posts)', mostImpactfulReadBodySchema, impactful, 6],
  ['feed items (6 posts)', feedItemsQuerySchema, {}, 6],
  ['feed hash posts (6 posts)', feedHashQuerySchema, { feed_hash: 'abc' }, 6],
  ['moderation events (8, not chosen by the caller)', moderationQuerySchema, {}, undefined],
];

const messageOf = (schema: z.ZodType, input: object) => schema.safeParse(input).error?.issues[0]?.message;

describe('issue 10 item 5, spec 02 §7: one paging schema', () => {
  it.each(lists)('%s: page 1 and the default page size', (_name, schema, base, perPage) => {
    const out = schema.parse(base) as { page: number; per_page?: number };
    expect(out.page).toBe(1);
    expect(out.per_page).toBe(perPage);
  });

  it.each(lists)('%s: the spec 01 §5 messages', (_name, schema, base, perPage) => {
    const isBody =
      schema !== feedItemsQuerySchema && schema !== feedHashQuerySchema && schema !== moderationQuerySchema;
    const zero = isBody ? 0 : '0';
    expect(messageOf(schema, { ...base, page: zero })).toBe('It has to be a number above 0!');
    expect(messageOf(schema, { ...base, page: isBody ? 1.5 : 'x' })).toBe('It has to be a number!');
    if (perPage !== undefined)
      expect(messageOf(schema, { ...base, per_page: isBody ? 1000 : '1000' })).toBe(
        'You have chosen too many elements!',
      );
  });

  it('a JSON body still refuses a page sent as text', () => {
    expect(messageOf(keywordCloudReadBodySchema, { range, page: '2' })).toBe('It has to be a number!');
  });
});
