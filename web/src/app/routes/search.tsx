import { AlertsPanel } from '#/features/alerts/components/alerts-panel.tsx';
import { SearchLibrary } from '#/features/search/components/search-library.tsx';

/**
 * spec 01 §2 /search "Live Search": the saved-search library (spec 02 §2–§4), with the alerts of
 * the open search (spec 02 §3) composed here, since features do not import each other.
 */
export default function SearchRoute() {
  return (
    <SearchLibrary
      slot={(item, canWrite) => (item ? <AlertsPanel searchId={item.id} canWrite={canWrite} /> : null)}
    />
  );
}
