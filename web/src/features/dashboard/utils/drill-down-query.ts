/**
 * spec 02 §2: the query names of the drill-down panel that is open (`widgetId` with `feed_hash`),
 * a part of the dashboard's URL no read depends on. Its own module without imports, so the route
 * table can tell a panel's opening or closing from a change of view without loading the dashboard.
 */
export const DRILL_DOWN_QUERY = { widgetId: 'widgetId', feedHash: 'feed_hash' } as const;

const DRILL_DOWN_NAMES: readonly string[] = Object.values(DRILL_DOWN_QUERY);

const withoutDrillDown = (url: URL) => {
  const search = new URLSearchParams(url.search);
  for (const name of DRILL_DOWN_NAMES) search.delete(name);
  search.sort();
  return `${url.pathname}?${search.toString()}`;
};

/**
 * Whether `next` is `current` with only its drill-down changed (a panel opened, closed or replaced):
 * the same path and every other query parameter the same, in any order.
 */
export function onlyDrillDownChanged(current: URL, next: URL): boolean {
  return withoutDrillDown(current) === withoutDrillDown(next);
}
