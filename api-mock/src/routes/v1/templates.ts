/**
 * Reply templates (spec 01 §7; spec 02 §4, §5, §9): a template is visible to a user only as
 * its visibility says; the list is filtered like the modal (name or message, categories,
 * languages) and sorted pinned first, then by date.
 */
import { content } from '@sl/api-contract/endpoints';
import type { TemplateWire } from '@sl/api-contract/schemas/templates';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { deleteRecord, nextId, updateRecord } from '../../lib/records.ts';
import { assertEntityIds, isVisibleTo } from '../../lib/visibility.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AccountRecord } from '../../store/records.ts';

export interface TemplateFilter {
  search?: string;
  categories?: readonly string[];
  languages?: readonly string[];
  order: 'asc' | 'desc';
}

/** spec 02 §5 filters and spec 02 §9 default sort (pinned first, then DESC by date). */
export function filterTemplates(rows: readonly TemplateWire[], f: TemplateFilter): TemplateWire[] {
  const needle = f.search?.trim().toLowerCase();
  return rows
    .filter(
      (t) => !needle || t.name.toLowerCase().includes(needle) || t.message.toLowerCase().includes(needle),
    )
    .filter((t) => !f.categories?.length || t.categories.some((c) => f.categories?.includes(c)))
    .filter((t) => !f.languages?.length || t.languages.some((l) => f.languages?.includes(l)))
    .sort((a, b) => {
      if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
      const byDate = a.updated_at.localeCompare(b.updated_at) || a.id - b.id;
      return f.order === 'asc' ? byDate : -byDate;
    });
}

export default async function templateRoutes(app: FastifyInstance, options: MockContext) {
  const { store, now } = options;
  const templates = store.collections.templates;
  const nameOf = (a: AccountRecord) => `${a.first_name} ${a.last_name}`.trim();
  const profileTeamIds = (bp: number) =>
    store.teams.findMany((q) => q.where({ business_profile_id: bp })).map((t) => t.id);

  /** Another user's invisible template answers 404, exactly like one that does not exist. */
  const visibleTemplate = (id: number, account: AccountRecord): TemplateWire => {
    const t = templates.all().find((r) => r.id === id);
    if (!t || !isVisibleTo(t, account)) throw new HttpError(404, 'Template not found.');
    return t;
  };

  contractRoute(app, options, content.listTemplates, ({ query, identity }) => {
    const me = accountOf(identity);
    return {
      data: filterTemplates(
        templates.all().filter((t) => isVisibleTo(t, me)),
        query,
      ),
    };
  });

  contractRoute(app, options, content.createTemplate, async ({ body, identity }) => {
    const me = accountOf(identity);
    assertEntityIds(body.entity_type, body.entity_ids, me, profileTeamIds(me.business_profile_id));
    const at = new Date(now()).toISOString();
    return templates.create({
      id: nextId(templates.all()),
      business_profile_id: me.business_profile_id,
      name: body.name,
      message: body.message,
      categories: [...new Set(body.categories)],
      languages: [...new Set(body.languages)],
      pinned: false,
      active: body.active ?? true,
      entity_type: body.entity_type,
      entity_ids: [...new Set(body.entity_ids)],
      created_by: me.id,
      updated_by: me.id,
      updated_by_name: nameOf(me),
      created_at: at,
      updated_at: at,
    });
  });

  contractRoute(app, options, content.updateTemplate, async ({ params, body, identity }) => {
    const me = accountOf(identity);
    const t = visibleTemplate(params.id, me);
    const entityType = body.entity_type ?? t.entity_type;
    const entityIds = body.entity_ids ?? (body.entity_type !== undefined ? [] : t.entity_ids);
    assertEntityIds(entityType, entityIds, me, profileTeamIds(me.business_profile_id));
    return updateRecord(templates, t, (d) => {
      if (body.name !== undefined) d.name = body.name;
      if (body.message !== undefined) d.message = body.message;
      if (body.categories !== undefined) d.categories = [...new Set(body.categories)];
      if (body.languages !== undefined) d.languages = [...new Set(body.languages)];
      if (body.active !== undefined) d.active = body.active;
      d.entity_type = entityType;
      d.entity_ids = [...new Set(entityIds)];
      d.updated_by = me.id;
      d.updated_by_name = nameOf(me);
      d.updated_at = new Date(now()).toISOString();
    });
  });

  contractRoute(app, options, content.bulkUpdateTemplates, async ({ body, identity }) => {
    const me = accountOf(identity);
    const rows = body.ids.map((id) => visibleTemplate(id, me));
    const out: TemplateWire[] = [];
    for (const t of rows)
      out.push(
        await updateRecord(templates, t, (d) => {
          d.active = body.active;
        }),
      );
    return { data: out };
  });

  contractRoute(app, options, content.deleteTemplate, ({ params, identity }) => {
    deleteRecord(templates, visibleTemplate(params.id, accountOf(identity)));
  });

  const setPinned = async (id: number, identity: Parameters<typeof accountOf>[0], pinned: boolean) => {
    const t = visibleTemplate(id, accountOf(identity));
    const updated = await updateRecord(templates, t, (d) => {
      d.pinned = pinned;
    });
    return { pinned: updated.pinned };
  };
  contractRoute(app, options, content.pinTemplate, ({ params, identity }) =>
    setPinned(params.id, identity, true),
  );
  contractRoute(app, options, content.unpinTemplate, ({ params, identity }) =>
    setPinned(params.id, identity, false),
  );
}
