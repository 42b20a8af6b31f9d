/** spec 01 §2 Default layout: top bar, sidebar, content. The app shell passes the top bar's controls. */
import { type ReactNode, useState } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { CAPABILITIES } from '#/config/capabilities.ts';
import { env } from '#/config/env.ts';
import { SHARED_LINK_CODE } from '#/config/paths.ts';
import { useUser } from '#/lib/session.ts';
import { useIsMobile } from '#/lib/use-media-query.ts';
import { buildSidebarEntries } from './menus/build-sidebar-entries.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

export interface DefaultLayoutProps {
  /** Bell and avatar menu; omitted for anonymous viewers. */
  controls?: ReactNode;
  children?: ReactNode;
}

const capabilities = CAPABILITIES[env.appEnv];
const sidebarEntries = buildSidebarEntries(capabilities.sidebar);

export function DefaultLayout({ controls, children }: DefaultLayoutProps) {
  const user = useUser();
  const [searchParams] = useSearchParams();
  const viewingSharedLink = searchParams.has(SHARED_LINK_CODE) || !user;
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(capabilities.sidebarCollapsedByDefault);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  // The mobile drawer closes when the route changes.
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }
  return (
    <div className={`default-layout${isMobile ? ' default-layout--mobile' : ''}`}>
      <TopBar
        profile={user?.businessProfile ?? null}
        controlsHidden={viewingSharedLink}
        controls={controls}
        isMobile={isMobile}
        isNavigationOpen={drawerOpen}
        onToggleNavigation={() => setDrawerOpen((open) => !open)}
      />
      <div className="default-layout__body">
        {!viewingSharedLink && (
          <Sidebar
            entries={sidebarEntries}
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed((c) => !c)}
            isMobile={isMobile}
            isOpen={drawerOpen}
            onNavigate={() => setDrawerOpen(false)}
          />
        )}
        <main className="default-layout__content">{children ?? <Outlet />}</main>
      </div>
    </div>
  );
}
