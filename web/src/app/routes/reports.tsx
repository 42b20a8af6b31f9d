import { ReportsScreen } from '#/features/reports/components/reports-screen.tsx';

/** Reports (issue 14; spec 01 §6 'Rules and Reports: admin and system admin'). */
export default function ReportsRoute() {
  return <ReportsScreen />;
}
