/**
 * Rules (admin; spec 02 §3, §6, §7; spec 01 §5 'Rule name already exists.', 'Please select an
 * action', 'Please select a target'). An admin works on their own profile; a system admin may
 * name another with business_profile_id.
 */
import { configuration } from '@sl/api-contract/endpoints';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { accountOf, profileScope } from '../../../lib/access.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import { assertIdsInProfile, deleteRecord, findById, nextId, updateRecord } from '../../../lib/records.ts';
import type { MockContext } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { AccountRecord } from '../../../store/records.ts';

/** entity_type of a stream in a rule's entities (the seed data's rules). */
const STREAM_ENTITY = 1;

export default async function ruleRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;
  const rules = store.collections.rules;

  const ruleOf = (id: number, me: AccountRecord) => {
    const r = findById(rules, id);
    if (!r || (me.role !== 0 && r.business_profile_id !== me.business_profile_id)) {
      throw new HttpError(404, 'Rule not found.');
    }
    return r;
  };
  const assertNameFree = (name: string, bp: number, exceptId?: number) => {
    const key = name.trim().toLowerCase();
    if (
      rules
        .all()
        .some((r) => r.business_profile_id === bp && r.id !== exceptId && r.name.trim().toLowerCase() === key)
    ) {
      throw new HttpError(422, MESSAGES.ruleNameTaken, { name: [MESSAGES.ruleNameTaken] });
    }
  };
  const assertLabels = (ids: readonly number[], bp: number) =>
    assertIdsInProfile(store.collections.labels, ids, bp, 'label_ids');
  /**
   * issue 16 (spec 02 §3 Rule: entities (entity_id, entity_type)): a rule watches entities of its
   * own profile. The seed data's rules name streams with entity_type 1, the one kind the mock
   * knows; any other type, or a stream of another profile or none, is a 422 naming the entity.
   */
  const assertEntities = (entities: readonly { entity_id: number; entity_type: number }[], bp: number) => {
    for (const { entity_id: id, entity_type: type } of entities) {
      const message =
        type !== STREAM_ENTITY
          ? `Entity type ${type} is not one a rule can watch (streams are entity_type ${STREAM_ENTITY}).`
          : store.collections.streams.findFirst((q) => q.where({ id, business_profile_id: bp }))
            ? null
            : `Stream ${id} is not a stream of this business profile.`;
      if (message) throw new HttpError(422, message, { entities: [message] });
    }
  };

  contractRoute(app, options, configuration.listRules, ({ query, identity }) => {
    const bp = profileScope(store, identity, query.business_profile_id);
    return {
      data: rules
        .all()
        .filter((r) => r.business_profile_id === bp)
        .sort((a, b) => a.id - b.id),
    };
  });

  contractRoute(app, options, configuration.createRule, async ({ body, identity }) => {
    const bp = profileScope(store, identity, body.business_profile_id);
    if (!store.businessProfiles.findFirst((q) => q.where({ id: bp })))
      throw new HttpError(404, 'Business profile not found.');
    assertNameFree(body.name, bp);
    assertLabels(body.label_ids, bp);
    assertEntities(body.entities, bp);
    const { business_profile_id: _ignored, ...fields } = body;
    return rules.create({ ...fields, id: nextId(rules.all()), business_profile_id: bp });
  });

  contractRoute(app, options, configuration.updateRule, async ({ params, body, identity }) => {
    const rule = ruleOf(params.id, accountOf(identity));
    if (body.name !== undefined) assertNameFree(body.name, rule.business_profile_id, rule.id);
    if (body.label_ids !== undefined) assertLabels(body.label_ids, rule.business_profile_id);
    if (body.entities !== undefined) assertEntities(body.entities, rule.business_profile_id);
    const { business_profile_id: _ignored, ...fields } = body;
    return updateRecord(rules, rule, (d) => {
      for (const [k, v] of Object.entries(fields)) if (v !== undefined) (d as Record<string, unknown>)[k] = v;
    });
  });

  contractRoute(app, options, configuration.deleteRule, ({ params, identity }) => {
    deleteRecord(rules, ruleOf(params.id, accountOf(identity)));
  });
}
