/** Live results (issue 13): the query's matching posts, newest first, paged, in the inbox's row. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PostList } from '#/components/posts/post-list.tsx';
import { Pager } from '#/components/ui/pager.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { searchQueries } from '../api/search-library.ts';
import type { Draft } from '../utils/working-copy.ts';

export function LiveResults({
  draft,
  timeZone,
}: {
  draft: Pick<Draft, 'query' | 'filters'>;
  timeZone: string;
}) {
  const [page, setPage] = useState(1);
  const [forDraft, setForDraft] = useState(draft);
  // A new query starts again at page 1.
  if (forDraft !== draft) {
    setForDraft(draft);
    setPage(1);
  }
  const posts = useQuery(searchQueries.posts(draft, page));
  const total = posts.data?.total ?? 0;
  return (
    <section className="live-results" aria-labelledby="live-results-title">
      <h2 id="live-results-title" className="live-results__title">
        Live results {posts.data && <span className="live-results__total">({formatCount(total)})</span>}
      </h2>
      {posts.isError ? (
        <p role="alert">The results could not be loaded.</p>
      ) : posts.data && posts.data.posts.length === 0 ? (
        <p>No post in the last 30 days matches this query.</p>
      ) : (
        <PostList posts={posts.data?.posts ?? []} timeZone={timeZone} label="Matching posts" />
      )}
      <Pager label="Live results pages" page={page} pages={Math.ceil(total / 10)} onChange={setPage} />
    </section>
  );
}
