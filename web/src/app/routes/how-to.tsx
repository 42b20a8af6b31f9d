import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /how_to: no explicit access rule. */
export default function HowToRoute() {
  return (
    <PageHeader title="How To" description="Guides to the product arrive with the documentation issue." />
  );
}
