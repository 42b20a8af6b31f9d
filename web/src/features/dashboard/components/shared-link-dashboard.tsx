/**
 * A dashboard opened by its shared link (spec 01 §2 "/ ... anonymous viewers may open it with a
 * shared-link code", §6): exactly the link's title, widgets with their config, contexts and time,
 * read only. A wrong, deleted or private code gets a page that says so, with a way to sign in.
 */
import { ApiError } from '@sl/api-contract/client';
import '../shared-links.css';
import type { WidgetId } from '@sl/api-contract/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link } from '#/components/ui/link.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { loginPath, paths, toRouterPath } from '#/config/paths.ts';
import { useUser } from '#/lib/session.ts';
import { openSharedLinkQueryOptions } from '../api/shared-links.ts';
import { describeView } from '../utils/describe-view.ts';
import {
  type LinkConfig,
  viewFromLinkConfig,
  type WidgetConfig,
  type WidgetConfigs,
} from '../utils/shared-link-config.ts';
import { resolveViewRange } from '../utils/widget-env.ts';
import { DashboardGrid } from './dashboard-grid.tsx';

export interface SharedLinkDashboardProps {
  code: string;
  timeZone: string;
}

/** The page a code that opens nothing gets: never the widgets' "Please sign in / Try again". */
function InvalidLink({ signedIn, status }: { signedIn: boolean; status: number | null }) {
  return (
    <div className="shared-link-invalid">
      <h1 className="page-title">This shared link cannot be opened</h1>
      {signedIn ? (
        <>
          <p>
            {status === 404
              ? 'The link is not valid: it may have been deleted, or it belongs to another business profile.'
              : 'The link could not be opened. Try again in a moment.'}
          </p>
          <Link href={paths.dashboard}>Go to your dashboard</Link>
        </>
      ) : (
        <>
          <p>
            The link is not valid (it may have been deleted or mistyped), or it is private and needs signing
            in.
          </p>
          <Link href={loginPath(toRouterPath(window.location))}>Sign in to open it</Link>
        </>
      )}
    </div>
  );
}

function LinkedDashboard({
  code,
  title,
  config,
  timeZone,
}: {
  code: string;
  title: string;
  config: LinkConfig;
  timeZone: string;
}) {
  const linkView = useMemo(() => viewFromLinkConfig(config, timeZone), [config, timeZone]);
  const { view } = linkView;
  const range = useMemo(
    () => linkView.range ?? resolveViewRange(view, new Date(), timeZone),
    [linkView, view, timeZone],
  );
  // The link fixes each widget's config; a viewer may still switch a card's context (compare mode).
  const [configs, setConfigs] = useState<WidgetConfigs>(() =>
    Object.fromEntries(linkView.widgets.map((w) => [w.id, w.config])),
  );
  const onConfigChange = useCallback(
    (id: WidgetId, next: WidgetConfig) => setConfigs((all) => ({ ...all, [id]: next })),
    [],
  );
  const widgets: WidgetId[] = linkView.widgets.map((w) => w.id);
  return (
    <div className="dashboard dashboard--shared">
      <div className="dashboard__head">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{describeView(view, range, timeZone)}</p>
        </div>
      </div>
      <ul className="context-chips" aria-label="Contexts of this dashboard">
        {linkView.contexts.map((c) => (
          <li key={c.id} className="context-chip">
            <span className="context-chip__swatch" style={{ backgroundColor: c.color }} aria-hidden="true" />
            {c.title}
          </li>
        ))}
      </ul>
      <DashboardGrid
        widgets={widgets}
        configs={configs}
        onConfigChange={onConfigChange}
        view={view}
        range={range}
        timeZone={timeZone}
        contexts={linkView.contexts}
        sharedLinkCode={code}
        // A link is read only: the posts behind a point need a session of the profile.
        onDrill={null}
      />
    </div>
  );
}

export function SharedLinkDashboard({ code, timeZone }: SharedLinkDashboardProps) {
  const user = useUser();
  const link = useQuery(openSharedLinkQueryOptions(code));
  if (link.isPending) {
    return (
      <div className="full-page-spinner">
        <Spinner size="large" />
      </div>
    );
  }
  if (link.isError) {
    return (
      <InvalidLink
        signedIn={user !== null}
        status={link.error instanceof ApiError ? link.error.status : null}
      />
    );
  }
  return (
    <LinkedDashboard code={code} title={link.data.title} config={link.data.config} timeZone={timeZone} />
  );
}
