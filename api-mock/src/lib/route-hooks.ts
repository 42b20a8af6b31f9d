/**
 * Hooks that concern a few routes are attached to those routes, not to every request (issue 17
 * "per-request overhead": each global hook is another step, and for an async one another promise,
 * on every call the API answers). `onRoute` sees each route as it is registered; the plugin that
 * owns the hook must be registered before the routes (app.ts registers plugins first).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

type HookName = 'preHandler' | 'onSend';

/** Adds `hook` as a route-level `name` hook to every route `wants`, after the route's own. */
export function hookRoutes<N extends HookName>(
  app: FastifyInstance,
  name: N,
  wants: (route: { method: string; url: string }) => boolean,
  hook: NonNullable<RouteOptions[N]> extends infer H ? (H extends readonly (infer F)[] ? F : H) : never,
): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => wants({ method, url: route.url }))) return;
    const own = route[name];
    const list = own === undefined ? [] : Array.isArray(own) ? own : [own];
    (route as Record<HookName, unknown>)[name] = [...list, hook];
  });
}
