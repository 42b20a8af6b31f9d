import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /admin: system admins only; its content belongs to the admin issue. */
export default function AdminRoute() {
  return (
    <PageHeader
      title="Admin Management"
      description="Managing business profiles and accounts is not available in this version."
    />
  );
}
