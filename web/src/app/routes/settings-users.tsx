import { UsersScreen } from '#/features/users/components/users-screen.tsx';
import { useUser } from '#/lib/session.ts';

/** spec 01 §2 /settings/users. */
export default function SettingsUsersRoute() {
  const user = useUser();
  return user ? <UsersScreen me={user} /> : null;
}
