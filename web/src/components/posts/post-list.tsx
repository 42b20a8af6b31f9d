/**
 * A list of posts (most impactful posts, drill-down panel). The post's text is user content:
 * rendered as text, never as HTML.
 */

import type { Camelize } from '@sl/api-contract/client/case';
import type { StatusWire } from '@sl/api-contract/schemas/status';
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
import { formatCountOf } from '#/utils/format-bucket-label.ts';
import { formatDateTime, SENTIMENT_NAMES } from '#/utils/format-post.ts';

export type Post = Camelize<StatusWire>;

export function PostList({
  posts,
  timeZone,
  label,
}: {
  posts: readonly Post[];
  timeZone: string;
  label: string;
}) {
  return (
    <ol className="post-list" aria-label={label}>
      {posts.map((post) => (
        <li key={post.id} className="post">
          <div className="post__head">
            <NetworkIcon network={post.socialType} />
            <span className="post__author">{post.authorName}</span>
            <span className="post__username">@{post.username}</span>
            <span className={`post__sentiment post__sentiment--${post.sentiment}`}>
              {SENTIMENT_NAMES[post.sentiment]}
            </span>
          </div>
          {post.title ? <p className="post__title">{post.title}</p> : null}
          <p className="post__text">{post.fullText}</p>
          <div className="post__meta">
            <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, timeZone)}</time>
            <span>{formatCountOf(post.favoriteCount, 'like', 'likes')}</span>
            <span>{formatCountOf(post.replyCount, 'comment', 'comments')}</span>
            <span>{formatCountOf(post.shareCount, 'share', 'shares')}</span>
            <span>{formatCountOf(post.followersCount, 'follower', 'followers')}</span>
            <a href={post.url} target="_blank" rel="noreferrer noopener" className="post__link">
              Open post<span className="visually-hidden"> by {post.authorName}</span>
            </a>
          </div>
        </li>
      ))}
    </ol>
  );
}
