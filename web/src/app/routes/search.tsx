import { PageHeader } from '#/components/layouts/page-header.tsx';

/** spec 01 §2 /search: login required, not in prod; its content belongs to the search issue. */
export default function SearchRoute() {
  return (
    <PageHeader
      title="Live Search"
      description="Saved searches and live results are not available in this version."
    />
  );
}
