import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /inbox: login required, not in prod; its content belongs to the inbox issue. */
export default function InboxRoute() {
  return <PageHeader title="Inbox" description="The inbox is not available in this version." />;
}
