import { SearchLibrary } from '#/features/search/components/search-library.tsx';

/** spec 01 §2 /search "Live Search": the saved-search library (spec 02 §2–§4). */
export default function SearchRoute() {
  return <SearchLibrary />;
}
