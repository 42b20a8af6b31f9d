/**
 * The dashboard (spec 02 §1–§3): time and contexts on top, then every widget of the widget
 * table. The URL is the state (spec 02 §2): controls write the query string, the view is read
 * back from it, so a reload or Back/Forward shows the same view.
 * Every widget's request starts on the first render, in parallel: the widgets wait for the
 * context selector only when the URL names contexts (their filters travel in each call).
 */
import { snakifyKeys } from '@sl/api-contract/client/case';
import type { WidgetId } from '@sl/api-contract/schemas/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterScreenDrawn } from '#/components/charts/draw-turn.ts';
import { Button } from '#/components/ui/button.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { can } from '#/lib/authorization.ts';
import { useUser } from '#/lib/session.ts';
import { useTimeZone } from '#/lib/time-zone.ts';
import { layersQueryOptions } from '../api/annotation-layers.ts';
import { createFeedHash } from '../api/create-feed-hash.ts';
import { dashboardTemplatesQueryOptions } from '../api/dashboard-templates.ts';
import { dashboardSelectorQueryOptions } from '../api/get-dashboard-selector.ts';
import { useCompactLayout } from '../utils/compact-layout.ts';
import {
  templateFromView,
  viewOfTemplate,
  widgetConfigsOfTemplate,
  widgetsOfTemplate,
} from '../utils/dashboard-template.ts';
import { type DashboardView, parseDashboardView, writeDashboardView } from '../utils/dashboard-view.ts';
import { describeView } from '../utils/describe-view.ts';
import { type DrillRequest, drillFeedBody } from '../utils/drill-down.ts';
import { selectedContexts } from '../utils/select-contexts.ts';
import { linkConfigFromView, type WidgetConfig, type WidgetConfigs } from '../utils/shared-link-config.ts';
import { useStableCallback } from '../utils/use-stable-callback.ts';
import { type ReadContext, resolveViewRange } from '../utils/widget-env.ts';
import { WIDGET_ORDER } from '../widgets/widget-table.ts';
import { ContextSelector } from './context-selector.tsx';
import { DashboardGrid } from './dashboard-grid.tsx';
import { GeneralReportButton } from './general-report-button.tsx';
import { SharedLinkDashboard } from './shared-link-dashboard.tsx';
import { TemplateControls } from './template-controls.tsx';
import { TimeControls } from './time-controls.tsx';

// Panels opened on demand (a button, or a drill-down in the URL): fetched then, not with the first
// screen, so their forms, zod rules and date pickers stay out of the dashboard's chunk (decision 013).
const AnnotationLayersPanel = lazy(async () => ({
  default: (await import('./annotations-layers-panel.tsx')).AnnotationLayersPanel,
}));
const DrillDownPanel = lazy(async () => ({
  default: (await import('./drill-down-panel.tsx')).DrillDownPanel,
}));
const SharedLinksPanel = lazy(async () => ({
  default: (await import('./shared-links-panel.tsx')).SharedLinksPanel,
}));

export interface DashboardProps {
  /** Present when an anonymous or signed-in viewer opens the dashboard through a shared link. */
  sharedLinkCode: string | null;
}

export function Dashboard({ sharedLinkCode }: DashboardProps) {
  // issue 11 "Time": the business profile's zone (UTC for an anonymous viewer of a shared link);
  // every call's `timeZone`, bucket labels, picker days and annotation dates follow it.
  const timeZone = useTimeZone();
  return sharedLinkCode ? (
    <SharedLinkDashboard code={sharedLinkCode} timeZone={timeZone} />
  ) : (
    <OwnDashboard timeZone={timeZone} />
  );
}

/** The signed-in viewer's dashboard: every widget, the controls, and sharing. */
function OwnDashboard({ timeZone }: { timeZone: string }) {
  const user = useUser();
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => parseDashboardView(search), [search]);
  // What the widgets read of the view: all of it but the open drill-down. Kept the same object
  // while that is unchanged, so opening or closing a panel renders no widget again (widget-slot.tsx).
  const { drillDown: _drillDown, ...viewOfWidgets } = view;
  const widgetsViewKey = JSON.stringify(viewOfWidgets);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the view without its drill-down
  const widgetsView = useMemo<DashboardView>(() => ({ ...view, drillDown: null }), [widgetsViewKey]);
  const canEdit = can(user, 'editDashboards');
  const [sharing, setSharing] = useState(false);
  const [layersOpen, setLayersOpen] = useState(false);
  const [compact, setCompact] = useCompactLayout();
  // spec 02 §3, §7: the template the view came from (`config` in the URL) gives the widgets and
  // their config; the list loads beside the widgets, so the plain dashboard waits for nothing.
  const templates = useQuery(dashboardTemplatesQueryOptions());
  const template = templates.data?.find((t) => t.id === view.templateId) ?? null;
  const waitForTemplate = view.templateId !== null && templates.isPending;
  const widgets = useMemo(() => (template ? widgetsOfTemplate(template) : WIDGET_ORDER), [template]);
  // spec 02 §3: each widget's config (the selected context in compare mode, ...), kept per
  // template: a template's own config until the viewer changes a widget.
  const [edited, setEdited] = useState<{ templateId: number | null; configs: WidgetConfigs } | null>(null);
  const templateConfigs = useMemo<WidgetConfigs>(
    () => (template ? widgetConfigsOfTemplate(template) : {}),
    [template],
  );
  const widgetConfigs: WidgetConfigs =
    edited && edited.templateId === view.templateId ? edited.configs : templateConfigs;
  const setWidgetConfig = useStableCallback((id: WidgetId, config: WidgetConfig) =>
    setEdited({ templateId: view.templateId, configs: { ...widgetConfigs, [id]: config } }),
  );
  const customStart = view.custom?.start;
  const customEnd = view.custom?.end;
  // The range is fixed per choice of time, so re-renders never change the query keys.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the custom days stand for view.custom
  const range = useMemo(
    () => resolveViewRange(view, new Date(), timeZone),
    [view.time, customStart, customEnd, timeZone],
  );
  const setView = (patch: Partial<DashboardView>) =>
    setSearch(writeDashboardView({ ...view, ...patch }, search));

  // Issue 17 (decision record 013, fourteenth step): the reads held for the widgets below the
  // first screen leave once it has been drawn (prefetch-dashboard.ts says why). The read-ahead's
  // module is the route's (app/read-ahead.ts), in by now: imported statically here, the bundler
  // regrouped the modules it shares with this chunk and moved the read-ahead's graph.
  useEffect(
    () =>
      afterScreenDrawn(() => {
        void import('../api/prefetch-dashboard.ts').then(({ dashboardShown }) => dashboardShown());
      }),
    [],
  );

  // The time charts' annotation layers (decision record 020): asked for beside the widgets' reads,
  // not after a chart's data has come back.
  useQuery(layersQueryOptions());
  const selector = useQuery(dashboardSelectorQueryOptions(view.contextIds));
  const allContexts = selector.data?.contexts ?? [];
  const contextIds = view.contextIds.length > 0 ? view.contextIds : (selector.data?.selectedContextIds ?? []);
  const contextIdsKey = contextIds.join('-');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the ids
  const contexts = useMemo(() => selectedContexts(allContexts, contextIds), [allContexts, contextIdsKey]);
  const waitForContexts = view.contextIds.length > 0 && selector.isPending;

  // spec 02 §7 Feeds: POST the point's definition, then the panel GETs it by the hash in the URL.
  const drill = useMutation({
    mutationFn: ({ context, request }: { context: ReadContext | null; request: DrillRequest }) =>
      createFeedHash(drillFeedBody(context ? snakifyKeys(context.properties) : null, request)),
    onSuccess: ({ id }, { request }) => setView({ drillDown: { widgetId: request.widgetId, feedHash: id } }),
  });
  const { mutate: startDrill } = drill;
  const onDrill = useCallback(
    (context: ReadContext | null, request: DrillRequest) => startDrill({ context, request }),
    [startDrill],
  );
  const description = describeView(view, range, timeZone);
  // What a new shared link holds: the view on screen. Without a chosen context, the selector's
  // default (every mention of the business profile) is the one on screen.
  const contextsOnScreen =
    contexts.length > 0
      ? contexts
      : selectedContexts(
          allContexts,
          allContexts.slice(0, 1).map((c) => c.id),
        );

  return (
    <div className="dashboard">
      <div className="dashboard__head">
        <div>
          <h1 className="page-title">Dashboard</h1>
          <p className="page-subtitle">{description}</p>
        </div>
        <div className="dashboard__head-actions">
          {canEdit ? (
            <Button variant="secondary" onPress={() => setLayersOpen(true)}>
              Annotation layers
            </Button>
          ) : null}
          <GeneralReportButton view={view} range={range} timeZone={timeZone} context={contexts[0] ?? null} />
          {canEdit && contextsOnScreen.length > 0 ? (
            <Button variant="secondary" onPress={() => setSharing(true)}>
              Shared links
            </Button>
          ) : null}
        </div>
      </div>
      <div className="dashboard__controls">
        <TimeControls view={view} timeZone={timeZone} onChange={setView} />
        <TemplateControls
          templates={templates.data ?? []}
          current={template}
          canEdit={canEdit}
          onPick={(picked) =>
            picked ? setView(viewOfTemplate(picked, view)) : setView({ templateId: null })
          }
          bodyFor={(name) =>
            templateFromView(
              name,
              view,
              contextsOnScreen.map((c) => c.id),
              widgets,
              widgetConfigs,
            )
          }
        />
        {allContexts.length > 0 ? (
          <ContextSelector
            contexts={allContexts}
            selected={contexts}
            onChange={(contextIds) => setView({ contextIds })}
          />
        ) : null}
        <Switch label="Compact layout" isSelected={compact} onChange={setCompact} />
      </div>
      {waitForContexts || waitForTemplate ? null : (
        <DashboardGrid
          widgets={widgets}
          configs={widgetConfigs}
          onConfigChange={setWidgetConfig}
          view={widgetsView}
          range={range}
          timeZone={timeZone}
          contexts={contexts}
          sharedLinkCode={null}
          onDrill={onDrill}
          compact={compact}
        />
      )}
      {layersOpen ? (
        <Suspense fallback={<Spinner label="Opening the annotation layers…" />}>
          <AnnotationLayersPanel isOpen onClose={() => setLayersOpen(false)} />
        </Suspense>
      ) : null}
      {sharing ? (
        <Suspense fallback={<Spinner label="Opening the shared links…" />}>
          <SharedLinksPanel
            isOpen
            onClose={() => setSharing(false)}
            current={linkConfigFromView(view, range, contextsOnScreen, widgets, widgetConfigs)}
            currentDescription={description}
          />
        </Suspense>
      ) : null}
      {drill.isError ? (
        <p className="field__error" role="alert">
          The posts behind this point could not be opened: {drill.error.message}
        </p>
      ) : null}
      {view.drillDown ? (
        <Suspense fallback={<Spinner label="Opening the posts…" />}>
          <DrillDownPanel
            key={view.drillDown.feedHash}
            feedHash={view.drillDown.feedHash}
            timeZone={timeZone}
            onClose={() => setView({ drillDown: null })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
