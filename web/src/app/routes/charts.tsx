import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /charts: login required, not in prod or preprod. */
export default function ChartsRoute() {
  return <PageHeader title="Charts" description="The chart gallery is not available in this version." />;
}
