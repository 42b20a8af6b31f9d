/** spec 01 §2 top bar: profile logo or name linking to /, avatar with initials, Logout. */

import { Avatar } from '#/components/ui/avatar.tsx';
import { Link } from '#/components/ui/link.tsx';
import { env } from '#/config/env.ts';
import { paths } from '#/config/paths.ts';
import type { CurrentUser } from '#/lib/session.ts';

export interface TopBarProps {
  user: CurrentUser | null;
  /** spec 01 §2: the bar's controls are hidden when viewing a shared link. */
  controlsHidden: boolean;
}

export function TopBar({ user, controlsHidden }: TopBarProps) {
  const profile = user?.businessProfile;
  return (
    <header className="top-bar">
      {controlsHidden ? (
        <span className="top-bar__brand">{env.productName}</span>
      ) : (
        <Link
          href={paths.dashboard}
          className="top-bar__brand"
          aria-label={`${profile?.name ?? env.productName}, dashboard`}
        >
          {profile?.logoUrl ? <img className="top-bar__logo" src={profile.logoUrl} alt="" /> : null}
          <span>{profile?.name ?? env.productName}</span>
        </Link>
      )}
      {!controlsHidden && user && (
        <div className="top-bar__controls">
          <Avatar name={user.fullName} imageUrl={user.avatarUrl} />
          <Link href={paths.logout} className="top-bar__logout">
            Logout
          </Link>
        </div>
      )}
    </header>
  );
}
