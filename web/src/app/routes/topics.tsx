import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /topics: system admins only, not in prod; its content belongs to the topics issue. */
export default function TopicsRoute() {
  return <PageHeader title="Topics" description="Topic management is not available in this version." />;
}
