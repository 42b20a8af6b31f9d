/**
 * A card whose settings leave nothing to ask the API for (spec 02 §1: the empty state says why):
 * the heading, the settings to change it, and the reason, without a request.
 */
import type { ReactNode } from 'react';

export function WidgetMessage({
  id,
  title,
  message,
  settings,
  toolbar,
}: {
  id: string;
  title: string;
  message: string;
  settings?: ReactNode;
  toolbar?: ReactNode;
}) {
  const headingId = `widget-${id}-heading`;
  return (
    <section className="widget" aria-labelledby={headingId} data-widget-id={id}>
      <header className="widget__header">
        <h2 id={headingId} className="widget__title">
          {title}
        </h2>
        {settings ? <div className="widget__actions">{settings}</div> : null}
      </header>
      {toolbar}
      <div className="widget__state widget__state--empty">
        <p>{message}</p>
      </div>
    </section>
  );
}
