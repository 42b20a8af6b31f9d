/**
 * spec 01 §2 top bar: the business profile's logo linking to /, the notifications bell, the
 * avatar menu and the mobile menu toggle. All controls are hidden when viewing a shared link.
 */
import type { ReactNode } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Icon } from '#/components/ui/icon.tsx';
import { Link } from '#/components/ui/link.tsx';
import { env } from '#/config/env.ts';
import { paths } from '#/config/paths.ts';

export interface TopBarProps {
  profile: { name: string; logoUrl: string | null } | null;
  /** spec 01 §2: the bar's controls are hidden when viewing a shared link. */
  controlsHidden: boolean;
  /** The notifications bell and the avatar menu, composed by the app shell. */
  controls?: ReactNode;
  isMobile: boolean;
  isNavigationOpen: boolean;
  onToggleNavigation: () => void;
}

export function TopBar({
  profile,
  controlsHidden,
  controls,
  isMobile,
  isNavigationOpen,
  onToggleNavigation,
}: TopBarProps) {
  const name = profile?.name ?? env.productName;
  return (
    <header className="top-bar">
      <div className="top-bar__start">
        {!controlsHidden && isMobile && (
          <Button
            variant="quiet"
            className="icon-button"
            aria-label={isNavigationOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={isNavigationOpen}
            aria-controls="main-navigation"
            onPress={onToggleNavigation}
          >
            <Icon name={isNavigationOpen ? 'close' : 'menu'} />
          </Button>
        )}
        {controlsHidden ? (
          <span className="top-bar__brand">{env.productName}</span>
        ) : (
          <Link href={paths.dashboard} className="top-bar__brand" aria-label={`${name}, dashboard`}>
            {profile?.logoUrl ? <img className="top-bar__logo" src={profile.logoUrl} alt="" /> : null}
            <span className="top-bar__name">{name}</span>
          </Link>
        )}
      </div>
      {!controlsHidden && controls && <div className="top-bar__controls">{controls}</div>}
    </header>
  );
}
