import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /settings/teams. */
export default function SettingsTeamsRoute() {
  return <PageHeader title="Teams" description="Managing teams is not available in this version." />;
}
