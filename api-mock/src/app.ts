/**
 * Builds the mock as a Fastify app (after fastify/demo): external plugins, then app plugins,
 * then routes. Tests build it and use inject(); server.ts listens.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { parseQuery } from '@sl/api-contract/client/query-string';
import { buildScenario } from '@sl/fixtures';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ControlAccess } from './lib/control-access.ts';
import { createControlState } from './lib/control-state.ts';
import { createPersistence, type RestoreReport } from './lib/persistence.ts';
import { createPruner, FEED_HASH_LIMIT } from './lib/prune-expired.ts';
import { registerRoutes } from './lib/register-routes.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { strictValidatorCompiler } from './lib/strict-validator.ts';
import type { MockContext } from './plugins/auth.ts';
import controlHooks from './plugins/control-hooks.ts';
import errors from './plugins/errors.ts';
import loadingGate from './plugins/loading-gate.ts';
import noStoreTokens from './plugins/no-store-tokens.ts';
import persistOnWrite from './plugins/persist-on-write.ts';
import rateLimits, { type AuthLimits } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import type { ScenarioRequest } from './store/scenario-request.ts';
import { createStore, type Store } from './store/store.ts';

export interface AppOptions {
  scenario?: ScenarioRequest;
  accessTokenTtlSeconds?: number;
  /** MOCK_ADMIN_TOKEN: the control API and the fault headers need it (issue 16 #1). */
  mockAdminToken?: string;
  /** --unsafe-open-control: the control API answers without a token from any host name. */
  unsafeOpenControl?: boolean;
  /** CORS_ORIGINS: origins besides the app's own that may call the API with credentials. */
  corsOrigins?: readonly string[];
  /** Folder of the built web app, served at /n/. */
  webDist?: string;
  logLevel?: string;
  /** Clock, injectable so specs can expire tokens without waiting. */
  now?: () => number;
  /** Rate limits of sign-in, two-factor and password reset (issue 16 #4); specs make them small. */
  authLimits?: Partial<AuthLimits>;
  /** Snapshot file (--data-file / MOCK_DATA_FILE): loaded at start when present, written after each write. */
  dataFile?: string;
  /** SMTP server for report e-mails, e.g. smtp://127.0.0.1:2525 (env SMTP_URL). */
  smtpUrl?: string;
  /** Requests the control API's journal keeps, oldest dropped first (env MOCK_JOURNAL_SIZE; default 2000). */
  journalSize?: number;
  /**
   * issue 16: the server listens first and loads the data file (or the scenario) when
   * server.ts calls `app.loadData()`, answering 503 "The data is loading" meanwhile, rather than
   * refusing connections for the minute a million posts take to load.
   */
  loadDataAfterListen?: boolean;
  /** Drill-down feed definitions kept at most, oldest dropped (default FEED_HASH_LIMIT); specs make it small. */
  feedHashLimit?: number;
  /**
   * Every JSON answer is also checked by the contract's zod schema, and must equal the compiled
   * serializer's text (lib/response-serializer.ts). Default: on under vitest (every spec), else
   * off (env MOCK_CHECK_RESPONSES=1 turns it on for `npm start`).
   */
  checkResponses?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    /** What the data file gave at start (null: no data file, or none yet); for the banner. */
    restored: RestoreReport | null;
    /**
     * Loads the data file or the scenario when `loadDataAfterListen` is set (else a no-op: it
     * was loaded in buildApp). Meanwhile the API answers 503 "The data is loading".
     */
    loadData: () => Promise<void>;
  }
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel && options.logLevel !== 'silent' ? { level: options.logLevel } : false,
    // DESIGN §3: bracket query arrays (range[from], args[order_by]) parsed with qs.
    routerOptions: { querystringParser: (text: string) => parseQuery(text) },
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(strictValidatorCompiler);
  // issue 17: answers serialised by a compiler built once per route from the contract's schema.
  const checkResponses = options.checkResponses ?? process.env.VITEST !== undefined;
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck: checkResponses }));

  // Properties every request gets, declared up front so each request object has one shape
  // (V8 keeps its property reads monomorphic; issue 17 "per-request overhead"). Set by the
  // route's access check (lib/contract-route.ts) and the fault hook. `identity` is null until
  // the access check ran (the hooks that may run before it read it with `?.`).
  app.decorateRequest('identity', null as never);
  app.decorateRequest('mockFault', null);

  const controlAccess: ControlAccess = {
    adminToken: options.mockAdminToken?.trim() ? options.mockAdminToken : undefined,
    unsafeOpenControl: options.unsafeOpenControl ?? false,
    corsOrigins: options.corsOrigins ?? [],
  };

  // External plugins.
  // @fastify/cookie: only in the route modules of the session cookie (plugins/cookies.ts).
  await registerSecurityHeaders(app);
  await app.register(fastifyCors, {
    // issue 16 #1: credentials only for the allow-list; the app itself is same-origin and needs no
    // CORS. Reflecting any origin let every web page drive the API with the user's cookie.
    origin: (origin, callback) => callback(null, !!origin && controlAccess.corsOrigins.includes(origin)),
    credentials: true,
    // The default allows only GET, HEAD and POST (DESIGN §3).
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Content-Type',
      'Authorization',
      'X-CSRF-TOKEN',
      'Shared-Link-Code',
      'X-HTTP-Method-Override',
      'x-mock-admin-token',
    ],
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Social listening API (mock)', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // Its page needs inline styles and scripts: it sends its own CSP for its routes.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins.
  await app.register(errors);
  const store = createStore();
  app.decorate('store', store);
  // Before every other request hook: mid-load there are no sessions to check (issue 16).
  await app.register(loadingGate, { store });
  const initialScenario: ScenarioRequest = options.scenario ?? { name: 'default' };
  const pruner = createPruner(store, options.now ?? Date.now, {
    feedHashLimit: options.feedHashLimit ?? FEED_HASH_LIMIT,
  });
  const persistence = options.dataFile
    ? createPersistence(store, options.dataFile, options.now, pruner)
    : null;
  const ctx: MockContext = {
    store,
    controlAccess,
    now: options.now ?? Date.now,
    accessTokenTtlMs: (options.accessTokenTtlSeconds ?? 3600) * 1000,
    initialScenario,
    control: createControlState(options.journalSize),
    persistence,
    smtpUrl: options.smtpUrl,
    pruner,
    checkResponses,
  };
  // A snapshot, when there is one, wins over the scenario: seeded and edited data survive a restart.
  app.decorate('restored', null);
  const loadData = async (): Promise<void> => {
    app.restored = (await persistence?.restoreReport()) ?? null;
    if (!app.restored) {
      const { name, ...rest } = initialScenario;
      await store.load(buildScenario(name, rest));
    }
  };
  app.decorate('loadData', options.loadDataAfterListen ? loadData : async () => {});
  if (!options.loadDataAfterListen) await loadData();
  await app.register(noStoreTokens);
  await app.register(rateLimits, { limits: options.authLimits });
  await app.register(controlHooks, { control: ctx.control, access: controlAccess });
  // close() closes the idle keep-alive sockets at once, but a socket whose request is still
  // running (a generation, a CSV) would stay open after its answer until keepAliveTimeout, 72 s,
  // and close() with it (the 70 s of generate-limits.test.ts at 12 000 posts). Once closing,
  // each answer ends its socket after it is written.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // One hook for both (issue 17 "per-request overhead": each hook is a step of every request).
  app.addHook('onResponse', (request, _reply, done) => {
    // issue 17: sessions and feed definitions are freed, checked at most once a minute.
    pruner.pruneIfDue();
    if (closing) request.raw.socket?.end();
    done();
  });
  if (persistence) await app.register(persistOnWrite, { persistence });

  // Routes: every module under src/routes.
  await registerRoutes(app, ctx);

  // A relative WEB_DIST (`WEB_DIST=web/dist`) is the caller's folder: @fastify/static takes only
  // an absolute root, and threw its own stack trace at start-up for one given as typed.
  const webDist =
    options.webDist && existsSync(path.join(options.webDist, 'index.html'))
      ? path.resolve(options.webDist)
      : null;
  if (webDist) {
    // Decision record 013: the build's .br/.gz siblings by Accept-Encoding; hashed assets cached
    // for good, every other file (index.html, the SPA fallback) revalidated on each visit.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/n/',
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader('cache-control', staticCacheControl(webDist, file)),
    });
    // The app's files differ by Accept-Encoding, so a shared cache must key on it (after CORS's Origin).
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/n/')) return;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    });
    app.get('/', (_req, reply) => reply.redirect('/n/'));
    app.get('/n', (_req, reply) => reply.redirect('/n/'));
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    // The app's client-side routes all answer with the app's index page.
    if (webDist && request.method === 'GET' && url.startsWith('/n/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error_message: `No route for ${request.method} ${url}` });
  });
  return app;
}

/** Files under assets/ carry a content hash in their name, so a changed file is a new URL. */
export const staticCacheControl = (root: string, file: string) =>
  path.relative(root, file).split(path.sep)[0] === 'assets'
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
