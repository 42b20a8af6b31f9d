import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /settings/users. */
export default function SettingsUsersRoute() {
  return (
    <PageHeader
      title="Users"
      description="Managing the accounts of your business profile is not available in this version."
    />
  );
}
