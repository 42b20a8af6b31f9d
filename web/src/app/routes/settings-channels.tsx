import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /settings/channels. */
export default function SettingsChannelsRoute() {
  return (
    <PageHeader
      title="Channels"
      description="Managing connected network profiles is not available in this version."
    />
  );
}
