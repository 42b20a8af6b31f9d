/**
 * issue 16: while the store loads (a generation's posts being stored and then indexed, a data
 * file being restored), it is between two states: the accounts and sessions of the old data are
 * gone, the posts of the new are partly stored and not yet counted. A dashboard answered then
 * would show zeros or half the posts as if they were the data. So the API answers
 * 503 "The data is loading (…)" with `Retry-After` until the load is done: a user sees that the
 * data is on its way, and a script knows when to try again. Keeping the previous data readable
 * meanwhile would need the old and the new store side by side, twice the memory of a million
 * posts (the heap check of lib/generate-volume.ts would have to halve what it allows).
 *
 * The app's files are served as usual, and the control API's reads (the progress of the
 * generation, the outbox, the journal) are answered: they are how one watches a load. Control
 * calls that change the data answer 409 with the same text. The docs answer 503 too: a start-up
 * check that waits for `/api/docs/json` (the e2e config) then waits for the data as well.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dataLoadingMessage, type Store } from '../store/store.ts';

/** Seconds a client is told to wait before trying again. */
export const LOADING_RETRY_AFTER_SECONDS = 5;

/** Control calls that change the data (the generation's own POST says more itself). */
const CONTROL_DATA_WRITES = /^\/api\/__mock\/(reset|scenario|statuses|snapshot|outbox)(\/|$)/;
/** The control API: its reads are how one watches a load. */
const CONTROL = /^\/api\/__mock(\/|$)/;

export default fp(async function loadingGate(app: FastifyInstance, opts: { store: Store }) {
  // A callback hook, not an async one: on every request of a loaded store it is one check and
  // no promise (issue 17 "per-request overhead"). A hook that answers does not call done().
  app.addHook('onRequest', (request, reply, done) => {
    const loading = opts.store.loading();
    if (!loading) return done();
    const path = request.url.split('?')[0];
    if (request.method !== 'GET' && CONTROL_DATA_WRITES.test(path)) {
      reply.code(409).send({ error_message: dataLoadingMessage(loading) });
      return;
    }
    const api = path.startsWith('/api/') || path.startsWith('/accounts/');
    if (!api || CONTROL.test(path)) return done();
    reply
      .code(503)
      .header('retry-after', String(LOADING_RETRY_AFTER_SECONDS))
      .send({ error_message: dataLoadingMessage(loading) });
  });
});
