/**
 * One widget on the dashboard. In compare mode (spec 02 §2: more than one context) the slot
 * offers the selected contexts, in their colours, and the widget reads the one chosen
 * (spec 02 §3 widget config `selectedContextId`).
 */
import type { WidgetId } from '@sl/api-contract/schemas/common';
import { memo, useRef } from 'react';
import { useDrawTurn } from '#/components/charts/draw-turn.ts';
import { SegmentedControl } from '#/components/ui/segmented-control.tsx';
import type { DashboardView } from '../utils/dashboard-view.ts';
import type { DrillRequest } from '../utils/drill-down.ts';
import type { IsoRange } from '../utils/resolve-time-range.ts';
import type { WidgetConfig } from '../utils/shared-link-config.ts';
import { buildWidgetEnv, type ReadContext } from '../utils/widget-env.ts';
import { WidgetWaiting } from '../widgets/widget-card.tsx';
import { WIDGET_COMPONENTS } from '../widgets/widget-components.ts';
import { WIDGET_TABLE } from '../widgets/widget-table.ts';

export interface WidgetSlotProps {
  id: WidgetId;
  view: DashboardView;
  range: IsoRange;
  timeZone: string;
  contexts: readonly ReadContext[];
  sharedLinkCode: string | null;
  onDrill: ((context: ReadContext | null, request: DrillRequest) => void) | null;
  /** spec 02 §3: the widget's config, kept by the dashboard so templates and links carry it. */
  config: WidgetConfig;
  onConfigChange: (id: WidgetId, config: WidgetConfig) => void;
}

/**
 * Memoized: the dashboard renders again for what no widget reads (a drill-down panel opened or
 * closed through the URL, a drill's request in flight, a panel of its own). Its callers keep every
 * prop the same object while the widget's own inputs are unchanged (dashboard.tsx), so such a
 * render leaves the widgets and their charts alone: a Highcharts update of a dozen charts held the
 * main thread for 0.2–1 s while a panel opened or closed, and a click then landed on the leaving
 * panel (decision record 021).
 */
export const WidgetSlot = memo(function WidgetSlot({
  id,
  view,
  range,
  timeZone,
  contexts,
  sharedLinkCode,
  onDrill,
  config,
  onConfigChange: onConfigChangeOf,
}: WidgetSlotProps) {
  const onConfigChange = (next: WidgetConfig) => onConfigChangeOf(id, next);
  const context = contexts.find((c) => c.id === config.selectedContextId) ?? contexts[0] ?? null;
  const env = buildWidgetEnv(
    view,
    range,
    timeZone,
    context,
    sharedLinkCode,
    onDrill
      ? (request) => onDrill(contexts.find((c) => c.id === request.contextId) ?? context, request)
      : null,
    config,
    (patch) => onConfigChange({ ...config, ...patch }),
  );
  const { title, configKeys, compares } = WIDGET_TABLE[id];
  // spec 02 §3: the time charts keep `annotations` and `layerIds`; a shared link shows none
  // (decision record 020).
  if (sharedLinkCode === null && configKeys.includes('layerIds'))
    env.annotations = { widgetTitle: title, config, onConfigChange };
  const Component = WIDGET_COMPONENTS[id];
  // Issue 17 (the first screen; decision record 013, thirteenth step): a widget on the screen when
  // the dashboard mounts renders in that commit; one below the fold shows its loading card until
  // the screen has been drawn (draw-turn.ts), so the first screen's commit renders the few on the
  // screen, not all fourteen. Its data is asked for then (the plain view's were read ahead:
  // prefetch-dashboard.ts).
  const slot = useRef<HTMLDivElement>(null);
  const rendered = useDrawTurn(slot);
  // A widget that compares draws every context side by side: it needs no choice of one.
  const comparing = compares === true && contexts.length > 1;
  if (comparing) env.contexts = contexts;
  return (
    <div
      ref={slot}
      className="widget-slot"
      style={context && !comparing ? { borderTopColor: context.color } : undefined}
    >
      {contexts.length > 1 && !comparing ? (
        <SegmentedControl
          label={`Context of ${title.toLowerCase()}`}
          options={contexts.map((c) => ({ value: String(c.id), label: c.title }))}
          value={String(context?.id ?? '')}
          onChange={(value) => onConfigChange({ ...config, selectedContextId: Number(value) })}
        />
      ) : null}
      {rendered ? <Component env={env} /> : <WidgetWaiting id={id} title={title} />}
    </div>
  );
});
