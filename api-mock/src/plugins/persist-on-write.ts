/**
 * After every request that changed the store (or the sessions), the snapshot is written before
 * the response leaves (onSend), so an acknowledged write survives a kill -9 (DESIGN §3). A write
 * that cannot be saved is rolled back to the snapshot on disk and answers 500.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Persistence } from '../lib/persistence.ts';

export default fp(async function persistOnWrite(app: FastifyInstance, opts: { persistence: Persistence }) {
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      opts.persistence.write();
    } catch (err) {
      // The change is in memory but not on disk: undo it and say so rather than acknowledge it
      // (issue 16 #7: it must not become durable at the next save, nor fail the requests after).
      request.log.error({ err }, 'snapshot write failed');
      await opts.persistence.rollBack();
      reply.code(500);
      return JSON.stringify({ error_message: 'The change could not be saved to the data file.' });
    }
    return payload;
  });
});
