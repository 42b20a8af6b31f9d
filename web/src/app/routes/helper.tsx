import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /helper: no explicit access rule. */
export default function HelperRoute() {
  return <PageHeader title="Helper" description="The helper chat is not available in this version." />;
}
