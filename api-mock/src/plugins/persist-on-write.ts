/**
 * After every request that changed the store (or the sessions), the snapshot is written before
 * the response leaves (onSend), so an acknowledged write survives a kill -9 (DESIGN §3).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Persistence } from '../lib/persistence.ts';

export default fp(async function persistOnWrite(app: FastifyInstance, opts: { persistence: Persistence }) {
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      opts.persistence.write();
    } catch (err) {
      // The change is in memory but not on disk: say so rather than acknowledge it.
      request.log.error({ err }, 'snapshot write failed');
      reply.code(500);
      return JSON.stringify({ error_message: 'The change could not be saved to the data file.' });
    }
    return payload;
  });
});
