/**
 * Shared dashboard links (spec 01 §7 "Shared links", §6 anonymous viewers). The list is a read
 * via POST on the same path as the create: a route constraint on X-HTTP-Method-Override: GET
 * tells them apart (Fastify picks routes before hooks run, DESIGN §3).
 */
import { randomBytes } from 'node:crypto';
import { sharedLinks } from '@sl/api-contract/endpoints';
import { ERROR_TEXTS } from '@sl/api-contract/schemas/errors';
import type { SharedLinkWire } from '@sl/api-contract/schemas/shared-links';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../lib/contract-route.ts';
import { deleteRecord } from '../../lib/records.ts';
import type { MockContext } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';

const METHOD_OVERRIDE = 'methodOverride';

export default async function sharedLinkRoutes(app: FastifyInstance, ctx: MockContext) {
  const { store } = ctx;
  if (!app.hasConstraintStrategy(METHOD_OVERRIDE)) {
    app.addConstraintStrategy({
      name: METHOD_OVERRIDE,
      storage() {
        const handlers = new Map<string, unknown>();
        return {
          get: (value: string) => (handlers.get(value) ?? null) as never,
          set: (value: string, handler: unknown) => void handlers.set(value, handler),
        };
      },
      deriveConstraint: (req: { headers: Record<string, string | string[] | undefined> }) => {
        const v = req.headers['x-http-method-override'];
        return typeof v === 'string' ? v.toUpperCase() : undefined;
      },
      mustMatchWhenDerived: false,
    } as never);
  }

  const ownProfile = (identity: { kind: string; account?: { business_profile_id: number } }) => {
    if (identity.kind !== 'account' || !identity.account) throw new HttpError(401, ERROR_TEXTS.signIn);
    return identity.account.business_profile_id;
  };

  contractRoute(
    app,
    ctx,
    sharedLinks.listSharedLinks,
    ({ identity }) => {
      const profileId = ownProfile(identity);
      return { links: store.sharedLinks.findMany((q) => q.where({ business_profile_id: profileId })) };
    },
    { constraints: { [METHOD_OVERRIDE]: 'GET' } },
  );

  contractRoute(app, ctx, sharedLinks.openSharedLink, ({ params, identity }) => {
    const link = store.sharedLinks.findFirst((q) => q.where({ code: params.code }));
    const allowed =
      link &&
      (identity.kind === 'shared-link'
        ? identity.code === link.code
        : identity.kind === 'account' && identity.account.business_profile_id === link.business_profile_id);
    if (!link || !allowed) throw new HttpError(404, 'Shared link not found.');
    return link;
  });

  contractRoute(app, ctx, sharedLinks.createSharedLink, async ({ body, identity }) => {
    if (identity.kind !== 'account') throw new HttpError(401, ERROR_TEXTS.signIn);
    const id = store.sharedLinks.all().reduce((max, l) => Math.max(max, l.id), 0) + 1;
    const record: SharedLinkWire = {
      id,
      title: body.title,
      non_logged_in_access: body.non_logged_in_access,
      config: body.config,
      // Unguessable: the code alone opens the link to anyone when non_logged_in_access is on.
      code: randomBytes(12).toString('base64url'),
      business_profile_id: identity.account.business_profile_id,
      owner_account_id: identity.account.id,
      created_at: new Date(ctx.now()).toISOString(),
    };
    return store.sharedLinks.create(record);
  });

  contractRoute(app, ctx, sharedLinks.updateSharedLink, async ({ params, body, identity }) => {
    const profileId = ownProfile(identity);
    const found = store.sharedLinks.findFirst((q) =>
      q.where({ id: params.id, business_profile_id: profileId }),
    );
    if (!found) throw new HttpError(404, 'Shared link not found.');
    const updated = await store.sharedLinks.update((q) => q.where({ id: params.id }), {
      data(link) {
        link.title = body.title;
        link.non_logged_in_access = body.non_logged_in_access;
        link.config = body.config;
      },
    });
    return updated ?? found;
  });

  // Decision record 014: deleting a link makes its code open nothing (the viewer's page says so).
  contractRoute(app, ctx, sharedLinks.deleteSharedLink, ({ params, identity }) => {
    const profileId = ownProfile(identity);
    const found = store.sharedLinks.findFirst((q) =>
      q.where({ id: params.id, business_profile_id: profileId }),
    );
    if (!found) throw new HttpError(404, 'Shared link not found.');
    deleteRecord(store.sharedLinks, found);
  });
}
