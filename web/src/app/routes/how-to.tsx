import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /how_to: no explicit access rule. */
export default function HowToRoute() {
  return <PageHeader title="How To" description="The guides are not available in this version." />;
}
