/**
 * Issue 10 item 4: analytics know nothing of HTTP. Checking a request and answering 4xx is the
 * route boundary's (lib/dashboard-read.ts); analytics modules import no plugin and throw no
 * HttpError, so they can be called from the CLI, reports and alerts alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const sources = (readdirSync(here, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => [f, readFileSync(join(here, f), 'utf8')] as const);

describe('issue 10 item 4: analytics/ is free of HTTP', () => {
  it('scans the analytics sources', () => {
    expect(sources.length).toBeGreaterThan(10);
  });

  it.each(sources.map(([f, text]) => [f, text]))(
    '%s imports no plugin and throws no HttpError',
    (_f, text) => {
      expect(text).not.toMatch(/from '[^']*\/plugins\//);
      expect(text).not.toMatch(/\bHttpError\b/);
    },
  );
});
