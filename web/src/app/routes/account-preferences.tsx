import { PreferencesForm } from '#/features/account-settings/components/preferences-form.tsx';
import { useCurrentUser } from '#/lib/session.ts';

export default function AccountPreferencesRoute() {
  const user = useCurrentUser();
  return user ? <PreferencesForm user={user} /> : null;
}
