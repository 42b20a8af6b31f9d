/** Tabs of a screen with child routes (/settings, /account/settings): links with the current one marked. */
import { useLocation } from 'react-router-dom';
import { Link } from '#/components/ui/link.tsx';

export interface SectionNavProps {
  label: string;
  items: readonly { href: string; label: string }[];
}

export function SectionNav({ label, items }: SectionNavProps) {
  const { pathname } = useLocation();
  return (
    <nav className="section-nav" aria-label={label}>
      <ul className="section-nav__list">
        {items.map((item) => {
          const current = pathname === item.href || pathname.endsWith(item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                className="section-nav__link"
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
