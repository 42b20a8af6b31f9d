/**
 * The posts behind a chart point (spec 02 §7 Feeds), in a side panel: the stored feed's title,
 * how many posts it holds and its period, 6 posts per page like the most impactful posts.
 */
import { PAGE_SIZES } from '@sl/api-contract/schemas/common-values';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PostList } from '#/components/posts/post-list.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { Pager } from '#/components/ui/pager.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { feedHashQueryOptions } from '../api/get-feed-hash.ts';
import { pageCount } from '../widgets/demographics/build-demographics-chart-options.ts';

export interface DrillDownPanelProps {
  feedHash: string;
  timeZone: string;
  onClose: () => void;
}

export function DrillDownPanel({ feedHash, timeZone, onClose }: DrillDownPanelProps) {
  const [page, setPage] = useState(1);
  const query = useQuery(feedHashQueryOptions(feedHash, page, PAGE_SIZES.posts));
  const title = query.data?.feed.title || 'Posts';
  return (
    <Modal
      title={title}
      isOpen
      size="panel"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      }
    >
      {query.isPending ? (
        <Spinner label="Loading posts…" />
      ) : query.isError ? (
        <div role="alert" className="widget__state widget__state--error">
          <p>These posts could not be loaded: {query.error.message}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          <p className="drill-down__summary">
            <strong>{formatCount(query.data.total)}</strong> {query.data.total === 1 ? 'post' : 'posts'} from{' '}
            {formatDateTime(query.data.feed.minCreatedAt, timeZone)} to{' '}
            {formatDateTime(query.data.feed.maxCreatedAt, timeZone)}
          </p>
          {query.data.total === 0 ? (
            <p>No posts in this period.</p>
          ) : (
            <PostList posts={query.data.posts} timeZone={timeZone} label={title} />
          )}
          <Pager
            label="Pages of posts"
            page={query.data.page}
            pages={pageCount(query.data.total, query.data.perPage)}
            onChange={setPage}
          />
        </>
      )}
    </Modal>
  );
}
