import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /settings/channels. */
export default function SettingsChannelsRoute() {
  return (
    <PageHeader title="Channels" description="Connected network profiles arrive with the channels issue." />
  );
}
