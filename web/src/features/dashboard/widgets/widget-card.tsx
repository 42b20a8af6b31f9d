/**
 * spec 02 §1: every widget is a card with a heading, a skeleton while loading, an empty state
 * that says why, its own error with Retry (the other widgets keep working), and its data.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '#/components/ui/button.tsx';

export interface WidgetCardProps<T> {
  id: string;
  title: string;
  query: UseQueryResult<T>;
  /** Why there is nothing to show, or null when there is. */
  emptyReason: (data: T) => string | null;
  children: (data: T) => ReactNode;
  /** Controls in the header (CSV, tabs); shown once data is there. */
  actions?: ReactNode;
  /** Controls above the body that stay while loading (sort, filters, paging). */
  toolbar?: ReactNode;
  /** The card's Settings menu (spec 02 §3 widget config); there in every state. */
  settings?: ReactNode;
}

export function WidgetCard<T>({
  id,
  title,
  query,
  emptyReason,
  children,
  actions,
  toolbar,
  settings,
}: WidgetCardProps<T>) {
  let body: ReactNode;
  // Downloads and other actions only make sense with rows to act on.
  let hasData = false;
  if (query.isPending) {
    body = <WidgetSkeleton title={title} />;
  } else if (query.isError) {
    body = (
      <div className="widget__state widget__state--error" role="alert">
        <p>
          {title} could not be loaded: {query.error.message}
        </p>
        <Button variant="secondary" onPress={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else {
    const reason = emptyReason(query.data);
    hasData = reason === null;
    body = reason ? (
      <div className="widget__state widget__state--empty">
        <p>{reason}</p>
      </div>
    ) : (
      children(query.data)
    );
  }
  return (
    <WidgetFrame
      id={id}
      title={title}
      busy={query.isPending || query.isFetching}
      actions={
        (hasData && actions) || settings ? (
          <div className="widget__actions">
            {hasData ? actions : null}
            {settings}
          </div>
        ) : null
      }
    >
      {toolbar}
      {body}
    </WidgetFrame>
  );
}

/**
 * The card around a widget, in every state (WidgetCard, WidgetWaiting, WidgetMessage): its heading
 * (which names the section), actions, and body; `busy` while its data is on its way.
 */
export function WidgetFrame({
  id,
  title,
  busy,
  actions,
  children,
}: {
  id: string;
  title: string;
  busy?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `widget-${id}-heading`;
  return (
    <section className="widget" aria-labelledby={headingId} aria-busy={busy} data-widget-id={id}>
      <header className="widget__header">
        <h2 id={headingId} className="widget__title">
          {title}
        </h2>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** spec 02 §1: the skeleton a widget shows while its data loads. */
function WidgetSkeleton({ title }: { title: string }) {
  return (
    <div className="widget__skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Loading {title.toLowerCase()}…</span>
      <span className="widget__skeleton-line" aria-hidden="true" />
      <span className="widget__skeleton-block" aria-hidden="true" />
    </div>
  );
}

/**
 * A widget waiting for its turn to render (widget-slot.tsx): the card as it looks while its data
 * loads, heading and skeleton, so nothing moves when the widget takes its place.
 */
export function WidgetWaiting({ id, title }: { id: string; title: string }) {
  return (
    <WidgetFrame id={id} title={title} busy>
      <WidgetSkeleton title={title} />
    </WidgetFrame>
  );
}
