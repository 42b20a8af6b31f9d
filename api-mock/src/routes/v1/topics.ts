/**
 * Custom topics (spec 02 §7 /v1/topics; spec 01 §5 messages). The topics widget counts them by
 * keyword (analytics/custom-topics.ts), so a change shows in /v1/dashboard/topics at once.
 */
import { topics as ep } from '@sl/api-contract/endpoints';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import type { TopicWire } from '@sl/api-contract/schemas/topics';
import type { FastifyInstance } from 'fastify';
import { profileScope } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { nextId } from '../../lib/records.ts';
import type { Identity, MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

export default async function topicRoutes(app: FastifyInstance, ctx: MockContext) {
  const { topics } = ctx.store;

  const find = (identity: Identity, id: number): TopicWire => {
    const found = topics.findFirst((q) => q.where({ id }));
    if (!found) throw new HttpError(404, 'Topic not found.');
    profileScope(ctx.store, identity, found.business_profile_id);
    return found;
  };

  /** spec 01 §5: 'Topic name already exists.' (case-insensitive, per business profile). */
  const assertNameFree = (profileId: number, name: string, exceptId?: number) => {
    const lower = name.toLowerCase();
    const taken = topics
      .findMany((q) => q.where({ business_profile_id: profileId }))
      .some((t) => t.id !== exceptId && t.name.toLowerCase() === lower);
    if (taken) throw new HttpError(422, MESSAGES.topicNameTaken, { name: [MESSAGES.topicNameTaken] });
  };

  const keywordsOf = (keywords: readonly string[]) => [...new Set(keywords)];

  contractRoute(app, ctx, ep.listTopics, ({ query, identity }) => {
    const profileId = profileScope(ctx.store, identity, query.business_profile_id);
    return topics.findMany((q) => q.where({ business_profile_id: profileId })).sort((a, b) => a.id - b.id);
  });

  contractRoute(app, ctx, ep.getTopic, ({ params, identity }) => find(identity, params.id));

  contractRoute(app, ctx, ep.createTopic, async ({ body, identity }) => {
    const profileId = profileScope(ctx.store, identity, body.business_profile_id);
    assertNameFree(profileId, body.name);
    return topics.create({
      id: nextId(topics.all()),
      name: body.name,
      type: body.type,
      keywords: keywordsOf(body.keywords),
      entity_type: body.entity_type,
      entity_ids: body.entity_ids,
      business_profile_id: profileId,
    });
  });

  contractRoute(app, ctx, ep.updateTopic, async ({ params, body, identity }) => {
    const found = find(identity, params.id);
    assertNameFree(found.business_profile_id, body.name, found.id);
    const updated = await topics.update((q) => q.where({ id: found.id }), {
      data(t) {
        t.name = body.name;
        t.type = body.type;
        t.keywords = keywordsOf(body.keywords);
        t.entity_type = body.entity_type;
        t.entity_ids = body.entity_ids;
      },
    });
    return updated ?? found;
  });

  contractRoute(app, ctx, ep.deleteTopic, async ({ params, identity }) => {
    const found = find(identity, params.id);
    topics.delete((q) => q.where({ id: found.id }));
    return undefined;
  });
}
