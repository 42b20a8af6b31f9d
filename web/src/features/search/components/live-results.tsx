/**
 * Live results (issue 13): the query's matching posts, newest first, paged, in the inbox's row.
 * Over the last 30 days; or, opened from an alert's why, over the spike's window and kept to the
 * trigger's sentiment, until the user asks for the last 30 days again.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PostList } from '#/components/posts/post-list.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Pager } from '#/components/ui/pager.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { formatDateTime, SENTIMENT_NAMES } from '#/utils/format-post.ts';
import { searchQueries } from '../api/search-library.ts';
import { filtersIn, type ResultsWindow } from '../utils/results-window.ts';
import type { Draft } from '../utils/working-copy.ts';

/** A page of live results as read from the server. */
export interface ResultsRead {
  at: number;
  total: number;
  range: { from: string; to: string };
}

export function LiveResults({
  draft,
  timeZone,
  window,
  onClearWindow,
  onRead,
}: {
  draft: Pick<Draft, 'query' | 'filters'>;
  timeZone: string;
  window: ResultsWindow | null;
  onClearWindow: () => void;
  /** Hears when a page of results was read from the server: when, how many posts, over which range. */
  onRead?: (read: ResultsRead) => void;
}) {
  const [page, setPage] = useState(1);
  const [forDraft, setForDraft] = useState(draft);
  const [forWindow, setForWindow] = useState(window);
  // A new query or window starts again at page 1.
  if (forDraft !== draft || forWindow !== window) {
    setForDraft(draft);
    setForWindow(window);
    setPage(1);
  }
  const range = window ? { from: window.from, to: window.to } : undefined;
  const read = { query: draft.query, filters: filtersIn(draft.filters, window) };
  const posts = useQuery(searchQueries.posts(read, page, range));
  const total = posts.data?.total ?? 0;
  const readAt = posts.dataUpdatedAt;
  const answer = posts.data;
  useEffect(() => {
    if (readAt && answer) onRead?.({ at: readAt, total: answer.total, range: answer.range });
  }, [readAt, answer, onRead]);
  return (
    <section className="live-results" aria-labelledby="live-results-title">
      <h2 id="live-results-title" className="live-results__title">
        Live results {posts.data && <span className="live-results__total">({formatCount(total)})</span>}
      </h2>
      {window && (
        <div className="live-results__window">
          <p>
            {window.sentiment === null ? 'Posts' : `${SENTIMENT_NAMES[window.sentiment]} posts`} from{' '}
            {formatDateTime(window.from, timeZone)} to {formatDateTime(window.to, timeZone)}, the window of
            the alert.
          </p>
          <Button variant="secondary" onPress={onClearWindow}>
            Show the last 30 days
          </Button>
        </div>
      )}
      {posts.isError ? (
        <p role="alert">The results could not be loaded.</p>
      ) : posts.data && posts.data.posts.length === 0 ? (
        <p>
          {window
            ? 'No post in this window matches this query.'
            : 'No post in the last 30 days matches this query.'}
        </p>
      ) : (
        <PostList posts={posts.data?.posts ?? []} timeZone={timeZone} label="Matching posts" />
      )}
      <Pager label="Live results pages" page={page} pages={Math.ceil(total / 10)} onChange={setPage} />
    </section>
  );
}
