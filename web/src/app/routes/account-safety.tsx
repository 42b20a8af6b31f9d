import { TwoFactorSection } from '#/features/account-settings/components/two-factor-section.tsx';
import { ChangePasswordSection } from '#/features/auth/components/change-password-section.tsx';
import { useUser } from '#/lib/session.ts';

export default function AccountSafetyRoute() {
  const user = useUser();
  if (!user) return null;
  return (
    <div className="stack">
      <ChangePasswordSection email={user.email} />
      <TwoFactorSection user={user} />
    </div>
  );
}
