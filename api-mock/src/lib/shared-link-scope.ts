/**
 * What a shared-link viewer may read (spec 01 §6): the dashboard calls of the link's widgets,
 * for the link's contexts, and nothing else.
 */
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { SharedLinkWire } from '@sl/api-contract/schemas/shared-links';
import { widgetsGranting } from '@sl/api-contract/widgets';

/**
 * Whether a call is granted by one of the link's widgets (opening the link itself always is).
 * The grants are the contract's widget table (@sl/api-contract/widgets).
 */
export function linkAllowsCall(link: SharedLinkWire, endpointId: string): boolean {
  if (endpointId === 'sharedLinks.open') return true;
  return widgetsGranting(endpointId).some((w) => link.config.widgets.some((lw) => lw.id === w));
}

const canonical = (p: ContextProperties | undefined) =>
  JSON.stringify({
    query: (p?.query ?? []).filter((g) => g.terms.length > 0),
    filters: Object.fromEntries(
      Object.entries(p?.filters ?? {})
        .filter(([, v]) => Array.isArray(v) && v.length > 0)
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  });

/** Whether the properties of a request are those of one of the link's contexts. */
export const linkAllowsContext = (link: SharedLinkWire, properties: ContextProperties | undefined): boolean =>
  link.config.contexts.some((c) => canonical(c.properties) === canonical(properties));
