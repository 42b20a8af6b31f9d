/**
 * A card whose settings leave nothing to ask the API for (spec 02 §1: the empty state says why):
 * the heading, the settings to change it, and the reason, without a request.
 */
import type { ReactNode } from 'react';
import { WidgetFrame } from './widget-card.tsx';

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
  return (
    <WidgetFrame
      id={id}
      title={title}
      actions={settings ? <div className="widget__actions">{settings}</div> : null}
    >
      {toolbar}
      <div className="widget__state widget__state--empty">
        <p>{message}</p>
      </div>
    </WidgetFrame>
  );
}
