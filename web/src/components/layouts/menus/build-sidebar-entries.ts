/** spec 01 §2 sidebar entries per environment's sidebar kind (config/capabilities.ts). */
import type { Capabilities } from '#/config/capabilities.ts';
import { paths } from '#/config/paths.ts';
import type { MenuTarget } from './build-avatar-menu.ts';

export interface SidebarEntry {
  label: string;
  target: Exclude<MenuTarget, { kind: 'restore-admin' } | { kind: 'templates' }>;
  icon: 'dashboard' | 'inbox' | 'search' | 'helper' | 'how-to' | 'streams';
}

export function buildSidebarEntries(sidebar: Capabilities['sidebar']): SidebarEntry[] {
  const dashboard: SidebarEntry = {
    label: 'Dashboard',
    target: { kind: 'route', href: paths.dashboard },
    icon: 'dashboard',
  };
  const helper: SidebarEntry = {
    label: 'Helper',
    target: { kind: 'route', href: paths.helper },
    icon: 'helper',
  };
  const howTo: SidebarEntry = {
    label: 'How To',
    target: { kind: 'route', href: paths.howTo },
    icon: 'how-to',
  };
  if (sidebar === 'legacy') {
    // Streams and Live Search leave for the legacy application (/inbox and /search are not in prod).
    return [
      dashboard,
      helper,
      { label: 'Streams', target: { kind: 'legacy', page: 'streams' }, icon: 'streams' },
      { label: 'Live Search', target: { kind: 'legacy', page: 'liveSearch' }, icon: 'search' },
      howTo,
    ];
  }
  return [
    dashboard,
    { label: 'Inbox', target: { kind: 'route', href: paths.inbox }, icon: 'inbox' },
    { label: 'Live Search', target: { kind: 'route', href: paths.search }, icon: 'search' },
    helper,
    howTo,
  ];
}
