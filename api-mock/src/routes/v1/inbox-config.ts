/**
 * Inbox configuration (spec 01 §7 "Other"; spec 02 §3, §5, §7): muted keywords, labels
 * (GET /v1/labels, POST /labels), streams, filters, webhooks, keyword suggestions and connected
 * social profiles (/v1/users). Everything is scoped to the caller's business profile.
 */
import { randomUUID } from 'node:crypto';
import { configuration } from '@sl/api-contract/endpoints';
import { ERROR_TEXTS } from '@sl/api-contract/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { accountOf, profileScope } from '../../lib/access.ts';
import { contractRoute } from '../../lib/contract-route.ts';
import { suggestKeywords } from '../../lib/keyword-suggestions.ts';
import { splitMutedKeywords } from '../../lib/muted-keywords.ts';
import { assertIdsInProfile, deleteRecord, findInProfile, nextId } from '../../lib/records.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

/** spec 02 §7: a webhook URL is built from integration_name and uuid. */
export const webhookUrl = (integrationName: string, uuid: string) =>
  `/api/webhooks/${encodeURIComponent(integrationName)}/${encodeURIComponent(uuid)}`;

export default async function inboxConfigRoutes(app: FastifyInstance, options: MockContext) {
  const { store, now } = options;
  const c = store.collections;

  // Muted keywords ---------------------------------------------------------------------------
  contractRoute(app, options, configuration.listMutedKeywords, ({ identity }) => {
    const bp = accountOf(identity).business_profile_id;
    return {
      data: c.mutedKeywords
        .all()
        .filter((k) => k.business_profile_id === bp)
        .sort((a, b) => a.id - b.id)
        .map(({ id, value }) => ({ id, value })),
    };
  });

  contractRoute(app, options, configuration.createMutedKeywords, async ({ body, identity }) => {
    const bp = accountOf(identity).business_profile_id;
    const existing = c.mutedKeywords
      .all()
      .filter((k) => k.business_profile_id === bp)
      .map((k) => k.value);
    // spec 02 §5: the client splits on ' / ' and skips values already muted; the server does
    // the same, so a second client or a replayed call cannot add duplicates.
    const fresh = splitMutedKeywords(
      body.muted_keywords.map((k) => k.value),
      existing,
    );
    const created = [];
    for (const value of fresh) {
      const row = await c.mutedKeywords.create({
        id: nextId(c.mutedKeywords.all()),
        value,
        business_profile_id: bp,
      });
      created.push({ id: row.id, value: row.value });
    }
    return { data: created };
  });

  contractRoute(app, options, configuration.deleteMutedKeyword, ({ params, identity }) => {
    deleteRecord(
      c.mutedKeywords,
      findInProfile(c.mutedKeywords, params.id, accountOf(identity).business_profile_id, 'Muted keyword'),
    );
  });

  // Labels --------------------------------------------------------------------------------------
  contractRoute(app, options, configuration.listLabels, ({ query, identity }) => {
    const bp = profileScope(store, identity, query.business_profile_id);
    return {
      data: c.labels
        .all()
        .filter((l) => l.business_profile_id === bp)
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  });

  contractRoute(app, options, configuration.createLabel, async ({ body, identity }) => {
    const me = accountOf(identity);
    const bp = me.business_profile_id;
    const contextId =
      body.context_type === 'business_profile'
        ? bp
        : body.context_type === 'account'
          ? me.id
          : body.context_id;
    // issue 16 #8: a team label names a team of the caller's profile (no id is no team: 0).
    if (body.context_type === 'team') assertIdsInProfile(store.teams, [contextId ?? 0], bp, 'context_id');
    const key = body.name.toLowerCase();
    if (c.labels.all().some((l) => l.business_profile_id === bp && l.name.toLowerCase() === key)) {
      throw new HttpError(422, 'Label name already exists.', { name: ['Label name already exists.'] });
    }
    return c.labels.create({
      id: nextId(c.labels.all()),
      name: body.name,
      category: body.category,
      label_type: body.label_type,
      context_type: body.context_type,
      context_id: contextId ?? bp,
      owner_account_id: me.id,
      business_profile_id: bp,
    });
  });

  // Streams and filters --------------------------------------------------------------------------
  contractRoute(app, options, configuration.listStreams, ({ query, identity }) => {
    const me = accountOf(identity);
    const bp = profileScope(store, identity, query.business_profile_id);
    const types = query.stream_types?.length ? new Set<string>(query.stream_types) : null;
    const data = c.streams
      .all()
      .filter((s) => s.business_profile_id === bp)
      // spec 02 §7: account_id defaults to the caller; shared streams show for everyone.
      .filter((s) => s.account_id === (query.account_id ?? me.id) || s.entity_type !== 1)
      .filter((s) => !types || types.has(s.stream_type))
      .sort((a, b) => a.id - b.id);
    return { data };
  });

  contractRoute(app, options, configuration.createStream, async ({ body, identity }) => {
    const me = accountOf(identity);
    return c.streams.create({
      ...body,
      id: nextId(c.streams.all()),
      business_profile_id: me.business_profile_id,
      account_id: me.id,
      is_leads_stream_checked: false,
      entity_type: 1,
      entity_ids: [me.id],
      followers_count: 0,
      created_at: new Date(now()).toISOString(),
    });
  });

  contractRoute(app, options, configuration.listFilters, ({ query, identity }) => {
    const me = accountOf(identity);
    const bp = profileScope(store, identity, query.business_profile_id);
    const accountId = query.account_id ?? me.id;
    const data = c.filters
      .all()
      .filter((f) => f.business_profile_id === bp && f.account_id === accountId)
      .filter((f) => query.filter_type === undefined || f.filter_type === query.filter_type)
      .sort((a, b) => a.id - b.id);
    return { data };
  });

  // Webhooks --------------------------------------------------------------------------------------
  contractRoute(app, options, configuration.listWebhooks, ({ query, identity }) => {
    const bp = accountOf(identity).business_profile_id;
    const name = query.name?.trim().toLowerCase();
    const data = c.webhooks
      .all()
      .filter(
        (w) => w.business_profile_id === bp && (!name || w.integration_name.toLowerCase().includes(name)),
      )
      .sort((a, b) => a.id - b.id)
      .map((w) => ({ ...w, url: webhookUrl(w.integration_name, w.uuid) }));
    return { data };
  });

  // Our extension (issue 14): add and remove. The uuid is random so a URL cannot be guessed.
  contractRoute(app, options, configuration.createWebhook, async ({ body, identity }) => {
    const bp = accountOf(identity).business_profile_id;
    const name = body.integration_name;
    const taken = c.webhooks
      .all()
      .some((w) => w.business_profile_id === bp && w.integration_name.toLowerCase() === name.toLowerCase());
    if (taken) {
      throw new HttpError(422, ERROR_TEXTS.webhookNameTaken, {
        integration_name: [ERROR_TEXTS.webhookNameTaken],
      });
    }
    const uuid = randomUUID();
    const row = await c.webhooks.create({
      id: nextId(c.webhooks.all()),
      integration_name: name,
      uuid,
      url: webhookUrl(name, uuid),
      business_profile_id: bp,
    });
    return row;
  });

  contractRoute(app, options, configuration.deleteWebhook, ({ params, identity }) => {
    deleteRecord(
      c.webhooks,
      findInProfile(c.webhooks, params.id, accountOf(identity).business_profile_id, 'Webhook'),
    );
  });

  // Keyword suggestions (spec 02 §5: limit 10 from the client; 7 when none is given) ----------------
  contractRoute(app, options, configuration.keywordSuggestions, ({ query, identity }) => {
    const bp = accountOf(identity).business_profile_id;
    return {
      data: suggestKeywords(
        store.index.range(bp, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY),
        query.word,
        query.limit,
      ),
    };
  });

  // Connected social profiles ---------------------------------------------------------------------
  contractRoute(app, options, configuration.listUsers, ({ query, identity }) => {
    const bp = profileScope(store, identity, query.business_profile_id);
    const types = query.social_types?.length ? new Set<string>(query.social_types) : null;
    return {
      data: c.channelUsers
        .all()
        .filter((u) => u.business_profile_id === bp && (!types || types.has(u.social_type)))
        .sort((a, b) => a.id - b.id),
    };
  });

  contractRoute(app, options, configuration.deleteUser, ({ params, identity }) => {
    deleteRecord(
      c.channelUsers,
      findInProfile(c.channelUsers, params.id, accountOf(identity).business_profile_id, 'User'),
    );
  });

  contractRoute(app, options, configuration.listUserItems, ({ query, identity }) => {
    const bp = accountOf(identity).business_profile_id;
    const profile = findInProfile(c.channelUsers, query.profile_id, bp, 'User');
    const networks = query.social_types?.length ? new Set<string>(query.social_types) : null;
    const types = query.types?.length ? new Set<string>(query.types) : null;
    if (networks && !networks.has(profile.social_type)) return { data: [] };
    return {
      data: c.streams
        .all()
        .filter((s) => s.business_profile_id === bp && s.social_type === profile.social_type)
        .filter((s) => !types || types.has(s.stream_type))
        .sort((a, b) => a.id - b.id),
    };
  });
}
