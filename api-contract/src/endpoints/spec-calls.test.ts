import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from './define.ts';
import { ENDPOINTS } from './index.ts';
import { comparablePath, describeSpecCall, SPEC_CALLS, type SpecCall } from './spec-calls.ts';

/**
 * An entry serves a spec call when base, method and path agree. A read via POST is an entry with
 * `readViaPost` (whatever method it declares, it goes out as POST); a plain POST must not be one,
 * because the shared-link list and create share `POST /v1/dashboard_shared_links` (spec 01 §7).
 */
const serves = (e: AnyEndpoint, c: SpecCall): boolean =>
  e.base === c.base &&
  (e.readViaPost ? 'POST' : e.method) === c.method &&
  e.readViaPost === c.readViaPost &&
  comparablePath(e.path) === comparablePath(c.path);

function checklist(calls: readonly SpecCall[]): string {
  const bySource = new Map<string, string[]>();
  for (const c of calls) {
    const lines = bySource.get(c.source) ?? [];
    lines.push(`  - [ ] ${describeSpecCall(c)}`);
    bySource.set(c.source, lines);
  }
  return [...bySource].map(([source, lines]) => `${source}\n${lines.join('\n')}`).join('\n');
}

describe('spec 01 §7, spec 02 §7: the list of spec calls', () => {
  it('holds each call once, written relative to its base with a leading slash and {name} placeholders', () => {
    const keys = SPEC_CALLS.map((c) => `${c.base} ${c.method} ${c.readViaPost} ${comparablePath(c.path)}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    for (const c of SPEC_CALLS) {
      expect(c.path, describeSpecCall(c)).toMatch(/^\/[A-Za-z0-9_\-./{}]*[^/]$/);
      expect(c.path, describeSpecCall(c)).not.toMatch(/:[A-Za-z]/);
      if (c.readViaPost) expect(c.method).toBe('POST');
    }
  });

  it('treats :name and {name} parameters alike and ignores a trailing slash', () => {
    expect(comparablePath('/v1/accounts/:id')).toBe(comparablePath('/v1/accounts/{id}'));
    expect(comparablePath('/v1/helper/chats/:sessionId/messages/:id/recover')).toBe(
      comparablePath('/v1/helper/chats/{sessionId}/messages/{id}/recover'),
    );
    expect(comparablePath('/v1/muted_keywords/')).toBe('/v1/muted_keywords');
    expect(comparablePath('v1/moderation/events')).toBe('/v1/moderation/events');
    expect(comparablePath('/v1/dashboard/conversation_clusters/searches/:id.csv')).toBe(
      '/v1/dashboard/conversation_clusters/searches/{}.csv',
    );
  });
});

describe('issue 3: every call of both spec documents is in the contract', () => {
  it('has an endpoint entry for every call of spec 01 §7 and spec 02 §7', () => {
    const missing = SPEC_CALLS.filter((c) => !ENDPOINTS.some((e) => serves(e, c)));
    expect(
      missing.length,
      `${missing.length} of ${SPEC_CALLS.length} spec calls have no endpoint entry:\n${checklist(missing)}\n`,
    ).toBe(0);
  });
});
