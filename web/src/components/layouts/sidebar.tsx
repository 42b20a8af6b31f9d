/** spec 01 §2 sidebar. Only the screens that exist so far are listed. */
import { useLocation } from 'react-router-dom';
import { Link } from '#/components/ui/link.tsx';
import { paths } from '#/config/paths.ts';

const ENTRIES = [{ href: paths.dashboard, label: 'Dashboard' }] as const;

export function Sidebar() {
  const { pathname } = useLocation();
  return (
    <nav className="sidebar" aria-label="Main">
      <ul className="sidebar__list">
        {ENTRIES.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              className="sidebar__link"
              aria-current={pathname === entry.href ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
