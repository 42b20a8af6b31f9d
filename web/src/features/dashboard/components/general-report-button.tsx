/**
 * The general report (spec 01 §7 `/v1/dashboard/reports/general.csv`): every post of the view on
 * screen — its range and the first context chosen — as one CSV, named after the context and range.
 */
import { dashboard } from '@sl/api-contract/endpoints';
import type { DashboardView } from '../utils/dashboard-view.ts';
import type { IsoRange } from '../utils/resolve-time-range.ts';
import { buildWidgetEnv, type ReadContext } from '../utils/widget-env.ts';
import { CsvButton } from '../widgets/csv-button.tsx';

export interface GeneralReportButtonProps {
  view: DashboardView;
  range: IsoRange;
  timeZone: string;
  context: ReadContext | null;
}

export function GeneralReportButton({ view, range, timeZone, context }: GeneralReportButtonProps) {
  const env = buildWidgetEnv(view, range, timeZone, context, null);
  return (
    <CsvButton
      endpoint={dashboard.dashboardGeneralReportCsv}
      body={{ ...env.body, ...(context ? { searchName: context.title } : {}) }}
      title="General report"
      label="Download report (CSV)"
      env={env}
    />
  );
}
