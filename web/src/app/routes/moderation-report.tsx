import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /moderation-report: login required; its content belongs to the moderation issue. */
export default function ModerationReportRoute() {
  return (
    <PageHeader
      title="Moderation Report"
      description="The moderation report is not available in this version."
    />
  );
}
