/**
 * Annotation layers and annotations (spec 02 §3, §5, §7, §9). Layers take a colour of the
 * 12-colour palette that no other layer of the profile uses ('Picked color is already in use.');
 * private layers and their annotations are seen by their creator only. The mock's check of
 * spec 02 §5 (two-item time range, non-empty layerIds) is in the query schema.
 */
import { content } from '@sl/api-contract/endpoints';
import {
  endDateError,
  endDateErrorMessage,
  LAYER_COLORS,
  LAYER_TYPES,
  type LayerWire,
} from '@sl/api-contract/schemas/annotations';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { assertIdsInProfile, deleteRecord, nextId, updateRecord } from '../../lib/records.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { AccountRecord } from '../../store/records.ts';

export default async function annotationRoutes(app: FastifyInstance, options: MockContext) {
  const { store, now } = options;
  const layers = store.collections.annotationLayers;
  const annotations = store.collections.annotations;

  const seesLayer = (l: LayerWire, me: AccountRecord) =>
    l.business_profile_id === me.business_profile_id && (l.type === 'public' || l.created_by === me.id);
  const layersOf = (me: AccountRecord) => layers.all().filter((l) => seesLayer(l, me));
  const layerOf = (id: number, me: AccountRecord) => {
    const l = layers.all().find((r) => r.id === id);
    if (!l || !seesLayer(l, me)) throw new HttpError(404, 'Layer not found.');
    return l;
  };
  const assertColourFree = (color: string, me: AccountRecord, exceptId?: number) => {
    const taken = layers
      .all()
      .some(
        (l) => l.business_profile_id === me.business_profile_id && l.color === color && l.id !== exceptId,
      );
    if (taken) throw new HttpError(422, MESSAGES.colourTaken, { color: [MESSAGES.colourTaken] });
  };
  const annotationOf = (id: number, me: AccountRecord) => {
    const a = annotations.all().find((r) => r.id === id);
    if (!a) throw new HttpError(404, 'Annotation not found.');
    layerOf(a.layer_id, me);
    return a;
  };

  contractRoute(app, options, content.listLayers, ({ identity }) => ({
    data: layersOf(accountOf(identity)).sort((a, b) => a.id - b.id),
  }));

  contractRoute(app, options, content.layerProperties, ({ identity }) => {
    const me = accountOf(identity);
    const used = new Set(
      layers
        .all()
        .filter((l) => l.business_profile_id === me.business_profile_id)
        .map((l) => l.color),
    );
    return {
      layer_properties: {
        colors: LAYER_COLORS.map((color) => ({ color, used: used.has(color) })),
        types: [...LAYER_TYPES],
      },
    };
  });

  contractRoute(app, options, content.createLayer, async ({ body, identity }) => {
    const me = accountOf(identity);
    assertColourFree(body.color, me);
    return layers.create({
      id: nextId(layers.all()),
      business_profile_id: me.business_profile_id,
      name: body.name,
      color: body.color,
      brand: body.brand,
      type: body.type,
      created_by: me.id,
    });
  });

  contractRoute(app, options, content.updateLayer, async ({ params, body, identity }) => {
    const me = accountOf(identity);
    const layer = layerOf(params.id, me);
    if (body.color !== undefined) assertColourFree(body.color, me, layer.id);
    return updateRecord(layers, layer, (d) => {
      if (body.name !== undefined) d.name = body.name;
      if (body.color !== undefined) d.color = body.color;
      if (body.brand !== undefined) d.brand = body.brand;
      if (body.type !== undefined) d.type = body.type;
    });
  });

  contractRoute(app, options, content.deleteLayer, ({ params, identity }) => {
    const layer = layerOf(params.id, accountOf(identity));
    for (const a of annotations.all().filter((r) => r.layer_id === layer.id)) deleteRecord(annotations, a);
    deleteRecord(layers, layer);
  });

  contractRoute(app, options, content.listAnnotations, ({ query, identity }) => {
    const me = accountOf(identity);
    const visible = new Set(layersOf(me).map((l) => l.id));
    const wanted = new Set(query.layer_ids.filter((id) => visible.has(id)));
    const from = Date.parse(query.time_range[0]);
    const to = Date.parse(query.time_range[1]);
    const data = annotations
      .all()
      .filter((a) => wanted.has(a.layer_id))
      // A band (our end_date) is listed when any of it overlaps the range, not only its start.
      .filter((a) => {
        const start = Date.parse(a.anchor_date);
        const end = a.end_date === null ? start : Date.parse(a.end_date);
        return start <= to && end >= from;
      })
      .filter(
        (a) =>
          query.search_item_id === undefined ||
          a.search_item_id === null ||
          a.search_item_id === query.search_item_id,
      )
      .sort((a, b) => a.anchor_date.localeCompare(b.anchor_date) || a.id - b.id);
    return { data };
  });

  contractRoute(app, options, content.createAnnotation, async ({ body, identity }) => {
    const me = accountOf(identity);
    layerOf(body.layer_id, me);
    // issue 16 #8: the saved search an annotation is pinned to is one of the caller's profile.
    const searchItemIds = body.search_item_id === null ? [] : [body.search_item_id];
    assertIdsInProfile(
      store.collections.searchItems,
      searchItemIds,
      me.business_profile_id,
      'search_item_id',
    );
    return annotations.create({
      id: nextId(annotations.all()),
      business_profile_id: me.business_profile_id,
      name: body.name,
      text: body.text,
      layer_id: body.layer_id,
      anchor_date: new Date(body.anchor_date).toISOString(),
      end_date: body.end_date === null ? null : new Date(body.end_date).toISOString(),
      user_id: me.id,
      attachments: body.attachments,
      search_item_id: body.search_item_id,
      created_at: new Date(now()).toISOString(),
    });
  });

  contractRoute(app, options, content.updateAnnotation, async ({ params, body, identity }) => {
    const me = accountOf(identity);
    const a = annotationOf(params.id, me);
    if (body.layer_id !== undefined) layerOf(body.layer_id, me);
    // The end is judged against the anchor it will have: a PATCH may move either.
    const anchor = body.anchor_date ?? a.anchor_date;
    const end = body.end_date === undefined ? a.end_date : body.end_date;
    const endError = endDateError(anchor, end);
    if (endError) throw new HttpError(400, endDateErrorMessage, { end_date: [endError] });
    return updateRecord(annotations, a, (d) => {
      if (body.name !== undefined) d.name = body.name;
      if (body.text !== undefined) d.text = body.text;
      if (body.anchor_date !== undefined) d.anchor_date = new Date(body.anchor_date).toISOString();
      if (body.end_date !== undefined) d.end_date = body.end_date && new Date(body.end_date).toISOString();
      if (body.layer_id !== undefined) d.layer_id = body.layer_id;
      if (body.attachments !== undefined) d.attachments = body.attachments;
    });
  });

  contractRoute(app, options, content.deleteAnnotation, ({ params, identity }) => {
    deleteRecord(annotations, annotationOf(params.id, accountOf(identity)));
  });
}
