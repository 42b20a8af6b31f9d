import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /settings/teams. */
export default function SettingsTeamsRoute() {
  return (
    <PageHeader
      title="Teams"
      description="Creating teams and choosing their members arrives with the users and teams issue."
    />
  );
}
