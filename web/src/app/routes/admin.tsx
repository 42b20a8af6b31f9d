import { AdminManagement } from '#/features/admin/components/admin-management.tsx';

/** spec 01 §2 /admin: system admins only (the route table's guard). */
export default function AdminRoute() {
  return <AdminManagement />;
}
