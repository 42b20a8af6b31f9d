/**
 * The open item's conversation (issue 12; decision 015): its author's posts on the network around
 * it and the replies the team sent from the inbox, oldest first. Everything is shown as text.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from '#/components/ui/button.tsx';
import { useTimeZone } from '#/lib/time-zone.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { inboxQueries } from '../api/inbox.ts';

export function Conversation({ itemId }: { itemId: number }) {
  const timeZone = useTimeZone();
  const conversation = useQuery({ ...inboxQueries.conversation(itemId), staleTime: 30_000 });
  const headingId = `conversation-${itemId}`;
  return (
    <section className="conversation" aria-labelledby={headingId}>
      <h3 id={headingId} className="conversation__title">
        Conversation
      </h3>
      {conversation.isPending ? (
        <p className="feed-pane__note">Loading the conversation…</p>
      ) : conversation.isError ? (
        <div role="alert" className="feed-pane__note">
          The conversation could not be loaded.{' '}
          <Button variant="quiet" onPress={() => void conversation.refetch()}>
            Try again
          </Button>
        </div>
      ) : conversation.data.length <= 1 ? (
        <p className="feed-pane__note">No other posts or replies in this conversation yet.</p>
      ) : (
        <ol className="conversation__list">
          {conversation.data.map((entry) => {
            const isThis = entry.kind === 'post' && entry.feedItemId === itemId;
            return (
              <li
                // A post, or one reply to it: their post and time tell them apart.
                key={`${entry.kind}-${entry.feedItemId}-${entry.createdAt}`}
                className={`conversation__entry conversation__entry--${entry.kind}`}
                aria-current={isThis || undefined}
              >
                <span className="conversation__head">
                  <span className="conversation__author">
                    {entry.kind === 'post' ? `@${entry.author}` : `${entry.author} replied`}
                  </span>
                  {isThis && <span className="feed-row__tag">This post</span>}
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, timeZone)}</time>
                </span>
                <span className="conversation__text">{entry.text}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
