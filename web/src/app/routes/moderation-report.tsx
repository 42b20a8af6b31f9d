import { ModerationReport } from '#/features/moderation/components/moderation-report.tsx';

/** spec 01 §2 /moderation-report: login required; the API answers a system admin or profile 11 (spec 01 §6). */
export default function ModerationReportRoute() {
  return <ModerationReport />;
}
