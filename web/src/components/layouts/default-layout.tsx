/** spec 01 §2 Default layout: top bar, sidebar, content. */
import type { ReactNode } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { SHARED_LINK_CODE } from '#/config/paths.ts';
import { useCurrentUser } from '#/lib/session.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const viewingSharedLink = searchParams.has(SHARED_LINK_CODE);
  return (
    <div className="default-layout">
      <TopBar user={user} controlsHidden={viewingSharedLink} />
      <div className="default-layout__body">
        {!viewingSharedLink && <Sidebar />}
        <main className="default-layout__content">{children ?? <Outlet />}</main>
      </div>
    </div>
  );
}
