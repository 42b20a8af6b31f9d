/**
 * Sentiment exclude words (spec 02 §7; spec 01 §2 account settings). Every change re-scores the
 * profile's posts (store.rescoreSentiment), so the dashboard's sentiment figures follow at once.
 */
import { sentimentExcludeWords as ep } from '@sl/api-contract/endpoints';
import type { SentimentExcludeWordWire } from '@sl/api-contract/schemas/sentiment-exclude-words';
import type { FastifyInstance } from 'fastify';
import { profileScope } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { nextId } from '../../lib/records.ts';
import type { Identity, MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

export const EXCLUDE_TERM_TAKEN = 'This term is already excluded.';

export default async function sentimentExcludeWordRoutes(app: FastifyInstance, ctx: MockContext) {
  const words = ctx.store.sentimentExcludeWords;

  const listOf = (identity: Identity, requested?: number) => {
    const profileId = profileScope(ctx.store, identity, requested);
    return words.findMany((q) => q.where({ business_profile_id: profileId })).sort((a, b) => a.id - b.id);
  };
  contractRoute(app, ctx, ep.listSentimentExcludeWords, ({ query, identity }) =>
    listOf(identity, query.business_profile_id),
  );
  contractRoute(app, ctx, ep.listSentimentExcludeWordsMock, ({ query, identity }) =>
    listOf(identity, query.business_profile_id),
  );

  /** A term may be excluded once per profile (case-insensitive). */
  const assertFree = (profileId: number, text: string, exceptId?: number) => {
    const lower = text.toLowerCase();
    const taken = words
      .findMany((q) => q.where({ business_profile_id: profileId }))
      .some((w) => w.id !== exceptId && w.text_to_exclude.toLowerCase() === lower);
    if (taken) throw new HttpError(422, EXCLUDE_TERM_TAKEN, { text_to_exclude: [EXCLUDE_TERM_TAKEN] });
  };

  const find = (identity: Identity, id: number): SentimentExcludeWordWire => {
    const found = words.findFirst((q) => q.where({ id }));
    // Another profile's term is "not found" unless the caller is a system admin.
    if (!found) throw new HttpError(404, 'Exclude word not found.');
    profileScope(ctx.store, identity, found.business_profile_id);
    return found;
  };

  contractRoute(app, ctx, ep.createSentimentExcludeWord, async ({ body, identity }) => {
    const profileId = profileScope(ctx.store, identity, body.business_profile_id);
    assertFree(profileId, body.text_to_exclude);
    const created = await words.create({
      id: nextId(words.all()),
      text_to_exclude: body.text_to_exclude,
      replace_with: body.replace_with || null,
      languages: [...new Set(body.languages)],
      social_types: [...new Set(body.social_types)],
      business_profile_id: profileId,
    });
    await ctx.store.rescoreSentiment(profileId);
    return created;
  });

  contractRoute(app, ctx, ep.updateSentimentExcludeWord, async ({ params, body, identity }) => {
    const found = find(identity, params.id);
    assertFree(found.business_profile_id, body.text_to_exclude, found.id);
    const updated = await words.update((q) => q.where({ id: found.id }), {
      data(w) {
        w.text_to_exclude = body.text_to_exclude;
        w.replace_with = body.replace_with || null;
        w.languages = [...new Set(body.languages)];
        w.social_types = [...new Set(body.social_types)];
      },
    });
    await ctx.store.rescoreSentiment(found.business_profile_id);
    return updated ?? found;
  });

  contractRoute(app, ctx, ep.deleteSentimentExcludeWord, async ({ params, identity }) => {
    const found = find(identity, params.id);
    words.delete((q) => q.where({ id: found.id }));
    await ctx.store.rescoreSentiment(found.business_profile_id);
    return undefined;
  });
}
