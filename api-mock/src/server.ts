/** Starts the mock: `npm start` at the root runs this after building the web app. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLE_LABELS, type Role } from '@sl/api-contract/schemas/common';
import { DEFAULT_PASSWORD } from '@sl/fixtures';
import { buildApp } from './app.ts';
import { readEnv } from './config.ts';
import { checkListenAddress, isLoopbackHost, safetyLines } from './lib/control-access.ts';
import { dataLines } from './lib/data-banner.ts';
import { PersistenceError } from './lib/persistence.ts';
import { parseServerArgs, USAGE } from './lib/server-args.ts';

const args = parseServerArgs(process.argv.slice(2));
if (args.kind === 'help') {
  process.stdout.write(USAGE);
  process.exit(0);
}
if (args.kind === 'error') {
  process.stderr.write(`${args.message}\n`);
  process.exit(2);
}
const env = readEnv();
// --data-file wins over MOCK_DATA_FILE.
const dataFile = args.dataFile ?? env.MOCK_DATA_FILE;
// issue 16 #1: an open control API on a reachable address is an explicit, loud choice.
const { unsafeOpenControl } = args;
const listenCheck = checkListenAddress(env.HOST, { adminToken: env.MOCK_ADMIN_TOKEN, unsafeOpenControl });
if (!listenCheck.ok) {
  process.stderr.write(`${listenCheck.message}\n`);
  process.exit(1);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = env.WEB_DIST ?? path.resolve(here, '../../web/dist');

const app = await buildApp({
  scenario: { name: env.MOCK_SCENARIO as 'default', seed: env.MOCK_SEED },
  accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
  mockAdminToken: env.MOCK_ADMIN_TOKEN,
  unsafeOpenControl,
  corsOrigins: env.CORS_ORIGINS,
  smtpUrl: env.SMTP_URL,
  webDist,
  logLevel: env.LOG_LEVEL,
  dataFile,
  journalSize: env.MOCK_JOURNAL_SIZE,
  // Under vitest the check is on whatever the variable says (buildApp's default).
  checkResponses: env.MOCK_CHECK_RESPONSES || undefined,
  loadDataAfterListen: true,
}).catch(stopOnUnusableData);

/**
 * issue 16 #7: a data file that cannot be used stops the start with what to do, not a stack
 * trace that could print its content.
 */
function stopOnUnusableData(error: unknown): never {
  if (error instanceof PersistenceError) {
    process.stderr.write(`Cannot start the mock: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const close = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
// scripts/soak.ts starts the server with --expose-gc and an IPC channel, and asks for the heap
// after a full gc: a leak shows there before it shows in RSS (issue 16 soak).
if (process.send && typeof globalThis.gc === 'function') {
  const gc = globalThis.gc;
  process.on('message', (message) => {
    if (message !== 'heap-after-gc') return;
    gc();
    process.send?.({ heapAfterGc: process.memoryUsage().heapUsed });
  });
}
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: env.PORT, host: env.HOST });
// PORT=0 picks a free port; print the one in use.
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const base = `http://${isLoopbackHost(env.HOST) ? 'localhost' : env.HOST}:${port}`;
// issue 16: listening already, the data loads in slices; requests meanwhile answer 503 "The data
// is loading" (plugins/loading-gate.ts). The banner below says when it is ready.
const what = dataFile ? path.resolve(dataFile) : `the ${env.MOCK_SCENARIO} scenario`;
process.stdout.write(`  Loading ${what} at ${base} (503 "The data is loading" until it is ready)\n`);
await app.loadData().catch(stopOnUnusableData);
const loaded = app.store.loaded();
const lines = [
  '',
  `  App:      ${base}/n/`,
  `  API:      ${base}/api   (OpenAPI: ${base}/api/docs)`,
  ...(dataFile ? dataLines(path.resolve(dataFile), app.restored) : []),
  ...safetyLines({
    host: env.HOST,
    adminToken: env.MOCK_ADMIN_TOKEN,
    unsafeOpenControl,
    corsOrigins: env.CORS_ORIGINS,
  }),
  `  Scenario: ${loaded?.name} (seed ${loaded?.seed}, ${loaded?.counts.statuses ?? 0} posts)`,
  '',
  `  Sign in with any of these (password ${DEFAULT_PASSWORD}):`,
  ...(loaded?.accounts ?? []).map(
    (a) => `    ${a.email.padEnd(22)} ${ROLE_LABELS[a.role as Role] ?? a.role}`,
  ),
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
