import { useSearchParams } from 'react-router-dom';
import { SHARED_LINK_CODE } from '#/config/paths.ts';
import { Dashboard } from '#/features/dashboard/components/dashboard.tsx';

export default function DashboardRoute() {
  const [searchParams] = useSearchParams();
  return <Dashboard sharedLinkCode={searchParams.get(SHARED_LINK_CODE)} />;
}
