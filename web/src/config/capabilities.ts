/**
 * The ONE map from environment to capabilities (CONVENTIONS §12; spec 01 §2, §4): which routes
 * exist, which avatar menu and sidebar are shown, whether the sidebar starts collapsed.
 * Menus and guards read this; nothing else branches on `env.appEnv`.
 */
import type { Environment } from '@sl/api-contract/schemas/common';

/** Routes that an environment may exclude (spec 01 §2 route table, 'not available in ...'). */
export type ExcludableRoute = 'inbox' | 'search' | 'topics' | 'charts';

export interface Capabilities {
  /** spec 01 §2: an excluded route sends the user to the dashboard. */
  excludedRoutes: readonly ExcludableRoute[];
  /** spec 01 §2 avatar menu: 'legacy' for prod/preprod, 'workspace' for local/demo. */
  avatarMenu: 'legacy' | 'workspace';
  /** spec 01 §2 sidebar: 'legacy' (Streams and Live Search leave for the legacy app) or 'workspace'. */
  sidebar: 'legacy' | 'workspace';
  /** spec 01 §2: collapsed by default outside prod. */
  sidebarCollapsedByDefault: boolean;
}

export const CAPABILITIES: Record<Environment, Capabilities> = {
  local: {
    excludedRoutes: [],
    avatarMenu: 'workspace',
    sidebar: 'workspace',
    sidebarCollapsedByDefault: true,
  },
  demo: {
    excludedRoutes: [],
    avatarMenu: 'workspace',
    sidebar: 'workspace',
    sidebarCollapsedByDefault: true,
  },
  // /charts is 'not in prod or preprod'.
  preprod: {
    excludedRoutes: ['charts'],
    avatarMenu: 'legacy',
    sidebar: 'legacy',
    sidebarCollapsedByDefault: true,
  },
  // /inbox, /search, /topics are 'not available in prod'; /charts 'not in prod or preprod'.
  prod: {
    excludedRoutes: ['inbox', 'search', 'topics', 'charts'],
    avatarMenu: 'legacy',
    sidebar: 'legacy',
    sidebarCollapsedByDefault: false,
  },
};
