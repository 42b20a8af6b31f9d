/**
 * Registers every route module under src/routes (folders mirror URL segments, CONVENTIONS §9).
 * Each module default-exports a Fastify plugin taking the MockContext. A new domain adds files,
 * never a line in app.ts.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { MockContext } from '../plugins/auth.ts';

const routesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../routes');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
}

export async function registerRoutes(app: FastifyInstance, ctx: MockContext): Promise<void> {
  for (const file of walk(routesDir)) {
    const mod = (await import(pathToFileURL(file).href)) as { default?: FastifyPluginAsync<MockContext> };
    if (typeof mod.default !== 'function') throw new Error(`Route module ${file} has no default export`);
    await app.register(mod.default, ctx);
  }
}
