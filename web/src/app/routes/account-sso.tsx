import { SsoForm } from '#/features/account-settings/components/sso-form.tsx';

export default function AccountSsoRoute() {
  return <SsoForm />;
}
