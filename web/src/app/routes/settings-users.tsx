import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /settings/users. */
export default function SettingsUsersRoute() {
  return (
    <PageHeader
      title="Users"
      description="Inviting, editing and removing the accounts of your business profile arrives with the users and teams issue."
    />
  );
}
