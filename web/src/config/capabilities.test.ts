import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from './capabilities.ts';

describe('CAPABILITIES (spec 01 §2)', () => {
  it.each([
    ['local', [], 'workspace', true],
    ['demo', [], 'workspace', true],
    ['preprod', ['charts'], 'legacy', true],
    ['prod', ['inbox', 'search', 'topics', 'charts'], 'legacy', false],
  ] as const)(
    '%s excludes %j, shows the %s menus, sidebar collapsed by default: %s',
    (env, excluded, menus, collapsed) => {
      const caps = CAPABILITIES[env];
      expect(caps.excludedRoutes).toEqual(excluded);
      expect(caps.avatarMenu).toBe(menus);
      expect(caps.sidebar).toBe(menus);
      expect(caps.sidebarCollapsedByDefault).toBe(collapsed);
    },
  );
});
