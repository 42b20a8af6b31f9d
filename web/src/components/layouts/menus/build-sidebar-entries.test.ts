import { describe, expect, it } from 'vitest';
import { buildSidebarEntries } from './build-sidebar-entries.ts';

describe('sidebar entries (spec 01 §2)', () => {
  it('prod and preprod: Dashboard, Helper, Streams, Live Search, How To; Streams and Live Search leave for the legacy app', () => {
    const entries = buildSidebarEntries('legacy');
    expect(entries.map((e) => e.label)).toEqual(['Dashboard', 'Helper', 'Streams', 'Live Search', 'How To']);
    expect(entries.filter((e) => e.target.kind === 'legacy').map((e) => e.label)).toEqual([
      'Streams',
      'Live Search',
    ]);
  });

  it('local and demo: Dashboard, Inbox, Live Search, Helper, How To, all in this app', () => {
    const entries = buildSidebarEntries('workspace');
    expect(entries.map((e) => e.label)).toEqual(['Dashboard', 'Inbox', 'Live Search', 'Helper', 'How To']);
    expect(entries.map((e) => e.target)).toEqual([
      { kind: 'route', href: '/' },
      { kind: 'route', href: '/inbox' },
      { kind: 'route', href: '/search' },
      { kind: 'route', href: '/helper' },
      { kind: 'route', href: '/how_to' },
    ]);
  });
});
