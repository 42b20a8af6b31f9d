/**
 * spec 01 §7, spec 02 §7: business profiles (create and update as multipart with a logo file and
 * copied_business_profile_id), SAML configuration and discord bots.
 */
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { admin } from '@sl/api-contract/endpoints';
import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@sl/api-contract/schemas/admin';
import { ACCOUNT_STATES, ROLES } from '@sl/api-contract/schemas/common';
import { ERROR_TEXTS, MESSAGES, notFoundText } from '@sl/api-contract/schemas/errors';
import { SAML_FIELD_NAMES, samlErrors } from '@sl/api-contract/schemas/saml';
import type { FastifyInstance } from 'fastify';
import { accountOf, profileScope } from '../../../lib/access.ts';
import { contractRoute } from '../../../lib/contract-route.ts';
import { deleteRecord, findById, nextId } from '../../../lib/records.ts';
import type { MockContext } from '../../../plugins/auth.ts';
import { HttpError } from '../../../plugins/errors.ts';
import type { BusinessProfileRecord } from '../../../store/records.ts';
import type { Store } from '../../../store/store.ts';

/** spec 01 §5: letters, numbers and spaces only. */
const NAME_PATTERN = /^[\p{L}\p{N} ]+$/u;
const DEFAULT_TIME_ZONE = 'UTC';

function serializeProfile(store: Store, p: BusinessProfileRecord) {
  const active = store.accounts
    .findMany((q) => q.where({ business_profile_id: p.id, state: ACCOUNT_STATES.ACTIVE }))
    .sort((a, b) => a.id - b.id);
  // The account a system admin enters for this profile: its first admin, else its first account.
  const defaultAccount = active.find((a) => a.role === ROLES.ADMIN) ?? active[0];
  return {
    ...p,
    active_accounts_count: active.length,
    default_account: defaultAccount ? { id: defaultAccount.id } : null,
  };
}

function checkName(store: Store, raw: string | undefined, exceptId?: number): string {
  const name = (raw ?? '').trim().replace(/\s+/g, ' ');
  const fail = (message: string) => new HttpError(422, message, { name: [message] });
  if (!name) throw fail(MESSAGES.businessProfileNameRequired);
  if (!NAME_PATTERN.test(name)) throw fail(MESSAGES.businessProfileNameFormat);
  const taken = store.businessProfiles
    .all()
    .some((p) => p.id !== exceptId && p.name.toLowerCase() === name.toLowerCase());
  if (taken) throw fail(MESSAGES.businessProfileNameTaken);
  return name;
}

function logoUrl(logo: { mimetype: string; data_base64: string } | undefined): string | undefined {
  if (!logo) return undefined;
  const fail = (message: string) => new HttpError(422, message, { logo: [message] });
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(logo.mimetype)) throw fail(MESSAGES.isFormatValid);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(logo.data_base64)) throw fail(MESSAGES.isFormatValid);
  const bytes = Buffer.from(logo.data_base64, 'base64').length;
  if (bytes === 0) throw fail(MESSAGES.required);
  if (bytes > LOGO_MAX_BYTES) throw fail(MESSAGES.maxLength);
  return `data:${logo.mimetype};base64,${logo.data_base64}`;
}

/**
 * Copying a profile copies its configuration: time zone, logo (unless a new one is given),
 * teams (names, not members) and the SAML configuration (inactive until reviewed).
 */
async function copyConfiguration(
  store: Store,
  from: BusinessProfileRecord,
  to: BusinessProfileRecord,
  keepLogo: boolean,
) {
  await store.businessProfiles.update((q) => q.where({ id: to.id }), {
    data(p) {
      p.time_zone = from.time_zone;
      if (!keepLogo) p.logo_url = from.logo_url;
      p.copied_from_business_profile_id = from.id;
    },
  });
  const existing = new Set(
    store.teams.findMany((q) => q.where({ business_profile_id: to.id })).map((t) => t.name.toLowerCase()),
  );
  for (const team of store.teams.findMany((q) => q.where({ business_profile_id: from.id }))) {
    if (existing.has(team.name.toLowerCase())) continue;
    await store.teams.create({ id: nextId(store.teams.all()), name: team.name, business_profile_id: to.id });
  }
  const saml = store.collections.samlConfigs.findFirst((q) => q.where({ business_profile_id: from.id }));
  if (saml) {
    store.collections.samlConfigs.delete((q) => q.where({ business_profile_id: to.id }));
    await store.collections.samlConfigs.create({ ...saml, business_profile_id: to.id, is_active: false });
  }
}

export default async function adminBusinessProfileRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;
  const { samlConfigs, discordBots } = store.collections;

  // Multipart only for this plugin's routes; the logo arrives as { filename, mimetype, data_base64 }.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
    async onFile(part: MultipartFile & { value?: unknown }) {
      const data = await part.toBuffer();
      part.value = { filename: part.filename, mimetype: part.mimetype, data_base64: data.toString('base64') };
    },
  });

  // A broken multipart stream fails inside busboy with a plain Error: that is bad input (400),
  // not a server fault. Everything else goes on to the app's error handler.
  app.setErrorHandler((error: Error & { statusCode?: number }, request) => {
    if (
      request.isMultipart() &&
      error.statusCode === undefined &&
      !(error instanceof HttpError) &&
      !('validation' in error)
    ) {
      throw new HttpError(400, 'The form data could not be read.');
    }
    throw error;
  });

  const findProfile = (id: number) => {
    const p = store.businessProfiles.findFirst((q) => q.where({ id }));
    if (!p) throw new HttpError(404, 'Business profile not found.');
    return p;
  };
  const sourceProfile = (id: number | undefined, self?: number) => {
    if (id === undefined) return undefined;
    if (id === self)
      throw new HttpError(422, 'A profile cannot be copied into itself.', {
        copied_business_profile_id: [MESSAGES.isYearValid],
      });
    const p = store.businessProfiles.findFirst((q) => q.where({ id }));
    if (!p)
      throw new HttpError(422, 'The profile to copy does not exist.', {
        copied_business_profile_id: [MESSAGES.isYearValid],
      });
    return p;
  };

  contractRoute(app, options, admin.adminListBusinessProfiles, async () =>
    store.businessProfiles
      .all()
      .sort((a, b) => a.id - b.id)
      .map((p) => serializeProfile(store, p)),
  );

  contractRoute(app, options, admin.adminGetBusinessProfile, async ({ params }) =>
    serializeProfile(store, findProfile(params.id)),
  );

  contractRoute(app, options, admin.adminCreateBusinessProfile, async ({ body }) => {
    const name = checkName(store, body.name);
    const from = sourceProfile(body.copied_business_profile_id);
    const logo = logoUrl(body.logo);
    const created = await store.businessProfiles.create({
      id: nextId(store.businessProfiles.all()),
      name,
      logo_url: logo ?? null,
      time_zone: body.time_zone ?? DEFAULT_TIME_ZONE,
      created_at: new Date(options.now()).toISOString(),
      copied_from_business_profile_id: null,
    });
    if (from) await copyConfiguration(store, from, created, logo !== undefined);
    return serializeProfile(store, findProfile(created.id));
  });

  contractRoute(app, options, admin.adminUpdateBusinessProfile, async ({ params, body }) => {
    const profile = findProfile(params.id);
    const name = body.name === undefined ? undefined : checkName(store, body.name, profile.id);
    const from = sourceProfile(body.copied_business_profile_id, profile.id);
    const logo = logoUrl(body.logo);
    await store.businessProfiles.update((q) => q.where({ id: profile.id }), {
      data(p) {
        if (name !== undefined) p.name = name;
        if (logo !== undefined) p.logo_url = logo;
        if (body.time_zone !== undefined) p.time_zone = body.time_zone;
      },
    });
    if (from) await copyConfiguration(store, from, findProfile(profile.id), logo !== undefined);
    return serializeProfile(store, findProfile(profile.id));
  });

  const emptySaml = (profileId: number) => ({
    business_profile_id: profileId,
    idp_login_url: '',
    idp_entity_id: '',
    idp_cert: '',
    is_active: false,
  });

  contractRoute(app, options, admin.adminGetSaml, async ({ identity, query }) => {
    const profileId = profileScope(store, identity, query.business_profile_id);
    findProfile(profileId);
    return samlConfigs.findFirst((q) => q.where({ business_profile_id: profileId })) ?? emptySaml(profileId);
  });

  contractRoute(app, options, admin.adminUpdateSaml, async ({ identity, body }) => {
    const profileId = profileScope(store, identity, body.business_profile_id);
    findProfile(profileId);
    const config = {
      business_profile_id: profileId,
      idp_login_url: body.idp_login_url.trim(),
      idp_entity_id: body.idp_entity_id.trim(),
      idp_cert: body.idp_cert.trim(),
      is_active: body.is_active,
    };
    const errors = samlErrors(config);
    if (Object.keys(errors).length) {
      const [field, list] = Object.entries(errors)[0] as [keyof typeof SAML_FIELD_NAMES, string[]];
      throw new HttpError(422, `${SAML_FIELD_NAMES[field]} ${list[0]}`, errors);
    }
    samlConfigs.delete((q) => q.where({ business_profile_id: profileId }));
    return samlConfigs.create(config);
  });

  contractRoute(app, options, admin.adminListDiscordBots, async ({ identity, query }) => {
    const profileId = profileScope(store, identity, query.business_profile_id);
    return discordBots
      .findMany((q) => q.where({ business_profile_id: profileId }))
      .sort((a, b) => a.id - b.id);
  });

  // Our extension (issue 14): add and remove, for the Channels screen.
  contractRoute(app, options, admin.adminCreateDiscordBot, async ({ identity, body }) => {
    const { business_profile_id: requested, ...fields } = body;
    const profileId = profileScope(store, identity, requested);
    const name = fields.name.toLowerCase();
    if (
      discordBots.findFirst((q) =>
        q.where({ business_profile_id: profileId, name: (n) => n.toLowerCase() === name }),
      )
    ) {
      throw new HttpError(422, ERROR_TEXTS.discordBotNameTaken, { name: [ERROR_TEXTS.discordBotNameTaken] });
    }
    return discordBots.create({
      ...fields,
      id: nextId(discordBots.all()),
      business_profile_id: profileId,
      created_at: new Date(options.now()).toISOString(),
    });
  });

  contractRoute(app, options, admin.adminDeleteDiscordBot, ({ identity, params }) => {
    const me = accountOf(identity);
    const bot = findById(discordBots, params.id);
    // A system admin reaches every profile's bots; an admin only the own profile's (404 otherwise).
    if (!bot || (me.role !== ROLES.SYS_ADMIN && bot.business_profile_id !== me.business_profile_id)) {
      throw new HttpError(404, notFoundText('Discord bot'));
    }
    deleteRecord(discordBots, bot);
  });
}
