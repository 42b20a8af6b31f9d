/**
 * Registers a route from a contract entry, so path, method, schemas and access come from the one
 * contract (CONVENTIONS §2). Reads via POST are registered as POST routes: Fastify picks the
 * route before any hook could honour X-HTTP-Method-Override (DESIGN §3).
 */
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authorize, type Identity, type MockContext } from '../plugins/auth.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<E extends AnyEndpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  identity: Identity;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends AnyEndpoint> = (
  ctx: RouteContext<E>,
) => Promise<z.input<E['response']> | string | undefined> | z.input<E['response']> | string | undefined;

export const routeUrl = (ep: AnyEndpoint): string => (ep.base === 'host' ? '' : '/api') + ep.path;

export function contractRoute<E extends AnyEndpoint>(
  app: FastifyInstance,
  auth: MockContext,
  ep: E,
  handler: RouteHandler<E>,
  /** Route constraints, e.g. to tell a read via POST from a create on the same path. */
  routeOptions: { constraints?: Record<string, unknown> } = {},
): void {
  app.route({
    method: ep.readViaPost ? 'POST' : ep.method,
    url: routeUrl(ep),
    ...(routeOptions.constraints ? { constraints: routeOptions.constraints } : {}),
    schema: {
      summary: ep.summary,
      tags: [ep.id.split('.')[0]],
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      ...(ep.responseType === 'json' ? { response: { [ep.status]: ep.response } } : {}),
    },
    // Access is checked before the body is validated, so an anonymous caller learns nothing.
    // A callback, not an async hook: the check is synchronous (issue 17 "per-request overhead").
    preValidation: (request, _reply, done) => {
      try {
        request.identity = authorize(ep, request, auth);
      } catch (error) {
        return done(error as Error);
      }
      done();
    },
    // Not an async function: a handler that answers at once is answered at once, without a
    // promise and a microtask turn (issue 17 "per-request overhead"); an async one through its
    // promise. Fastify sends the error of either way to the error handler.
    handler: (request, reply) => {
      const result = handler({
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        identity: request.identity,
        request,
        reply,
      });
      return isPromise(result) ? result.then((value) => answer(ep, reply, value)) : answer(ep, reply, result);
    },
  });
}

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * What the route hands Fastify: the answer with the entry's status (and CSV type), or nothing
 * when the handler sent the reply itself (a stream, a redirect).
 */
function answer(ep: AnyEndpoint, reply: FastifyReply, result: unknown): unknown {
  if (reply.sent) return undefined;
  reply.code(ep.status);
  if (ep.responseType === 'text') reply.type('text/csv; charset=utf-8');
  return result ?? (ep.responseType === 'json' ? {} : '');
}
