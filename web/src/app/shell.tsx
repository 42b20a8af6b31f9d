/**
 * The app shell: the default layout with the top bar's controls composed from features (the
 * notifications bell, the avatar menu and its take-over exit). Routes use these layouts.
 */
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { AuthLayout } from '#/components/layouts/auth-layout.tsx';
import { AvatarMenu } from '#/components/layouts/avatar-menu.tsx';
import { DefaultLayout } from '#/components/layouts/default-layout.tsx';
import { buildAvatarMenu } from '#/components/layouts/menus/build-avatar-menu.ts';
import { SpinnerModal } from '#/components/ui/spinner-modal.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { CAPABILITIES } from '#/config/capabilities.ts';
import { env } from '#/config/env.ts';
import { isLegacyAppConfigured } from '#/config/legacy-app.ts';
import { paths } from '#/config/paths.ts';
import { recordAccountEvent } from '#/features/account/api/record-account-event.ts';
import { useExitTakeover } from '#/features/auth/api/exit-takeover.ts';
import { NotificationsBell } from '#/features/notifications/components/notifications-bell.tsx';
import { type CurrentUser, useUser } from '#/lib/session.ts';

const menuKind = CAPABILITIES[env.appEnv].avatarMenu;

// Opened from the avatar menu only: fetched then, not with every signed-in screen (decision record 013).
const TemplatesModal = lazy(async () => ({
  default: (await import('#/features/templates/components/templates-modal.tsx')).TemplatesModal,
}));

function TopBarControls({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const exit = useExitTakeover();
  const [templatesOpen, setTemplatesOpen] = useState(false);
  return (
    <>
      <NotificationsBell />
      <AvatarMenu
        name={user.fullName}
        imageUrl={user.avatarUrl}
        entries={buildAvatarMenu(menuKind, user, { legacyApp: isLegacyAppConfigured() })}
        onOpenTemplates={() => setTemplatesOpen(true)}
        onRestoreAdmin={() =>
          exit.mutate(undefined, {
            onSuccess: () => void navigate(paths.dashboard, { replace: true }),
            // spec 01 §8: a failed exit shows the generic toast and the spinner modal closes.
            onError: () => showToast(MESSAGES.generic),
          })
        }
        recordAccountEvent={(entry) =>
          recordAccountEvent({ label: 'opened_custom_topics', description: entry.label }).catch(
            () => undefined,
          )
        }
      />
      <SpinnerModal isOpen={exit.isPending} />
      {templatesOpen ? (
        <Suspense fallback={null}>
          <TemplatesModal mode="manage" isOpen onClose={() => setTemplatesOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function ShellDefaultLayout() {
  const user = useUser();
  return <DefaultLayout controls={user ? <TopBarControls user={user} /> : undefined} />;
}

/** spec 01 §2: pages open to everyone use the default layout when signed in, the auth layout otherwise. */
export function ShellSessionLayout() {
  const user = useUser();
  return user ? <ShellDefaultLayout /> : <AuthLayout>{<Outlet />}</AuthLayout>;
}
