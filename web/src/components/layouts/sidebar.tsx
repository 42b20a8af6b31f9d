/**
 * spec 01 §2 sidebar: entries per environment (buildSidebarEntries), collapsed by default outside
 * prod; below 835 px it becomes a drawer opened from the top bar's menu toggle.
 */
import { useLocation } from 'react-router-dom';
import { Button } from '#/components/ui/button.tsx';
import { Icon } from '#/components/ui/icon.tsx';
import { Link } from '#/components/ui/link.tsx';
import { legacyUrl } from '#/config/legacy-app.ts';
import type { SidebarEntry } from './menus/build-sidebar-entries.ts';

export interface SidebarProps {
  entries: SidebarEntry[];
  collapsed: boolean;
  onToggleCollapsed: () => void;
  isMobile: boolean;
  /** Mobile only: the drawer is shown. */
  isOpen: boolean;
  onNavigate: () => void;
}

export function Sidebar({
  entries,
  collapsed,
  onToggleCollapsed,
  isMobile,
  isOpen,
  onNavigate,
}: SidebarProps) {
  const { pathname } = useLocation();
  if (isMobile && !isOpen) return null;
  const narrow = !isMobile && collapsed;
  return (
    <nav
      id="main-navigation"
      className={`sidebar${narrow ? ' sidebar--collapsed' : ''}${isMobile ? ' sidebar--mobile' : ''}`}
      aria-label="Main"
      data-collapsed={narrow || undefined}
    >
      <ul className="sidebar__list">
        {entries.map((entry) => {
          const href = entry.target.kind === 'route' ? entry.target.href : legacyUrl(entry.target.page);
          const current = entry.target.kind === 'route' && pathname === entry.target.href;
          return (
            <li key={entry.label}>
              <Link
                href={entry.target.kind === 'route' ? href : undefined}
                // Legacy pages are another application: a full page load, not a router navigation.
                onPress={entry.target.kind === 'legacy' ? () => window.location.assign(href) : onNavigate}
                className="sidebar__link"
                aria-current={current ? 'page' : undefined}
                aria-label={narrow ? entry.label : undefined}
              >
                <Icon name={entry.icon} />
                {!narrow && <span className="sidebar__label">{entry.label}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
      {!isMobile && (
        <Button
          variant="quiet"
          className="sidebar__toggle icon-button"
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          onPress={onToggleCollapsed}
        >
          <Icon name={collapsed ? 'chevron-right' : 'chevron-left'} />
        </Button>
      )}
    </nav>
  );
}
