/**
 * The dashboard (spec 02 §1–§3): time and contexts on top, then every widget of the widget
 * table. The URL is the state (spec 02 §2): controls write the query string, the view is read
 * back from it, so a reload or Back/Forward shows the same view.
 * Every widget's request starts on the first render, in parallel: the widgets wait for the
 * context selector only when the URL names contexts (their filters travel in each call).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dashboardSelectorQueryOptions } from '../api/get-dashboard-selector.ts';
import { type DashboardView, parseDashboardView, writeDashboardView } from '../utils/dashboard-view.ts';
import { describeView } from '../utils/describe-view.ts';
import { selectedContexts } from '../utils/select-contexts.ts';
import { resolveViewRange } from '../utils/widget-env.ts';
import { WIDGET_ORDER } from '../widgets/widget-table.ts';
import { ContextSelector } from './context-selector.tsx';
import { TimeControls } from './time-controls.tsx';
import { WidgetSlot } from './widget-slot.tsx';

export interface DashboardProps {
  /** Present when an anonymous or signed-in viewer opens the dashboard through a shared link. */
  sharedLinkCode: string | null;
}

/**
 * The viewer's time zone. The account carries no time-zone preference in the contract, so the
 * browser's zone stands in for it (spec 02 §7: the calls take `timeZone`).
 */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function Dashboard({ sharedLinkCode }: DashboardProps) {
  const [search, setSearch] = useSearchParams();
  const view = useMemo(() => parseDashboardView(search), [search]);
  const timeZone = useMemo(viewerTimeZone, []);
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

  // A shared link's viewer may not be signed in: the selector is not open to links.
  const selector = useQuery({
    ...dashboardSelectorQueryOptions(view.contextIds),
    enabled: sharedLinkCode === null,
  });
  const allContexts = selector.data?.contexts ?? [];
  const contexts = selectedContexts(
    allContexts,
    view.contextIds.length > 0 ? view.contextIds : (selector.data?.selectedContextIds ?? []),
  );
  const waitForContexts = view.contextIds.length > 0 && selector.isPending;

  return (
    <div className="dashboard">
      <div className="dashboard__head">
        <div>
          <h1 className="page-title">Dashboard</h1>
          <p className="page-subtitle">{describeView(view, range, timeZone)}</p>
        </div>
      </div>
      <div className="dashboard__controls">
        <TimeControls view={view} timeZone={timeZone} onChange={setView} />
        {sharedLinkCode === null && allContexts.length > 0 ? (
          <ContextSelector
            contexts={allContexts}
            selected={contexts}
            onChange={(contextIds) => setView({ contextIds })}
          />
        ) : null}
      </div>
      {waitForContexts ? null : (
        <div className="dashboard__grid">
          {WIDGET_ORDER.map((id) => (
            <WidgetSlot
              key={id}
              id={id}
              view={view}
              range={range}
              timeZone={timeZone}
              contexts={contexts}
              sharedLinkCode={sharedLinkCode}
            />
          ))}
        </div>
      )}
    </div>
  );
}
