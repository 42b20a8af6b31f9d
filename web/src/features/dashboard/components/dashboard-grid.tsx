/**
 * The widgets of a dashboard, in order, each with its spec 02 §3 config. The signed-in dashboard
 * shows every widget of the table; a shared link shows exactly its own (spec 01 §3).
 */
import type { WidgetId } from '@sl/api-contract/schemas/common';
import type { DashboardView } from '../utils/dashboard-view.ts';
import type { DrillRequest } from '../utils/drill-down.ts';
import type { IsoRange } from '../utils/resolve-time-range.ts';
import type { WidgetConfig, WidgetConfigs } from '../utils/shared-link-config.ts';
import type { ReadContext } from '../utils/widget-env.ts';
import { WidgetSlot } from './widget-slot.tsx';
import '../dashboard-widgets.css';

export interface DashboardGridProps {
  widgets: readonly WidgetId[];
  configs: WidgetConfigs;
  /** Kept the same function across renders, like `onDrill` and the other props (widget-slot.tsx). */
  onConfigChange: (id: WidgetId, config: WidgetConfig) => void;
  view: DashboardView;
  range: IsoRange;
  timeZone: string;
  contexts: readonly ReadContext[];
  sharedLinkCode: string | null;
  onDrill: ((context: ReadContext | null, request: DrillRequest) => void) | null;
  /** spec 02 §9: the dense grid the viewer chose (stored locally). */
  compact?: boolean;
}

/** One object for every widget without a config, so a memoized slot sees the same props. */
const NO_CONFIG: WidgetConfig = {};

export function DashboardGrid({ widgets, configs, compact, ...shared }: DashboardGridProps) {
  return (
    <div className={compact ? 'dashboard__grid dashboard__grid--compact' : 'dashboard__grid'}>
      {widgets.map((id) => (
        <WidgetSlot key={id} id={id} {...shared} config={configs[id] ?? NO_CONFIG} />
      ))}
    </div>
  );
}
