import { PreferencesForm } from '#/features/account-settings/components/preferences-form.tsx';
import { useUser } from '#/lib/session.ts';

export default function AccountPreferencesRoute() {
  const user = useUser();
  return user ? <PreferencesForm user={user} /> : null;
}
