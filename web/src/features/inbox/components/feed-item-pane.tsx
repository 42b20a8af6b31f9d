/**
 * The open item (issue 12 "the item"): the whole post (title, text, media, mentions, counts,
 * rating, verified) as text, and its actions: assign and unassign, labels (add, remove, create),
 * state, translate with 'See original'. User content is never HTML.
 */
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { FEED_ITEM_STATES } from '@sl/api-contract/schemas/feed';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { useTimeZone } from '#/lib/time-zone.ts';
import { formatCountOf } from '#/utils/format-bucket-label.ts';
import { formatDateTime, SENTIMENT_NAMES } from '#/utils/format-post.ts';
import {
  type FeedItem,
  inboxQueries,
  type Label,
  useAssign,
  useCreateLabel,
  useSetLabels,
  useSetState,
} from '../api/inbox.ts';
import { type FeedState, STATE_NAMES, STATE_OPTIONS } from '../utils/feed-states.ts';
import { Conversation } from './conversation.tsx';

/** Translations go to the reader's language. */
const readerLanguage = (navigator.language || 'en').slice(0, 2).toLowerCase();

export interface FeedItemPaneProps {
  item: FeedItem;
  labels: readonly Label[];
  people: readonly { id: number; fullName: string }[];
  canWork: boolean;
  /** Whether the translation is shown (T toggles it). */
  translated: boolean;
  onToggleTranslation: () => void;
  /** spec 02 §4 flow mode: called once the post's state is changed (flow mode moves on). */
  onActed?: () => void;
  /** The reply composer, composed by the route (it needs the templates feature). */
  composer?: ReactNode;
}

const failed = (error: unknown) => showToast(readFormError(error)[0] ?? MESSAGES.generic);

export function FeedItemPane({ item, labels, people, canWork, translated, ...props }: FeedItemPaneProps) {
  const timeZone = useTimeZone();
  const assign = useAssign();
  const setLabels = useSetLabels();
  const setState = useSetState();
  const createLabel = useCreateLabel();
  const [newLabel, setNewLabel] = useState('');
  const s = item.status;
  const translation = useQuery({
    ...inboxQueries.translation(s.fullText, readerLanguage),
    enabled: translated && s.fullText.length > 0,
  });
  const assignee = people.find((p) => p.id === item.assignedTo);

  return (
    <article className="feed-pane" aria-label={`Post by ${item.username}`}>
      <header className="feed-pane__head">
        <NetworkIcon network={item.socialType} />
        <span className="post__author">@{item.username}</span>
        {s.verified && <span className="feed-row__tag">Verified</span>}
        <time dateTime={s.createdAt}>{formatDateTime(s.createdAt, timeZone)}</time>
      </header>
      {s.title && <h2 className="feed-pane__title">{s.title}</h2>}
      <p className="feed-pane__text" lang={translated ? readerLanguage : item.language}>
        {translated ? (translation.data?.text ?? 'Translating…') : s.fullText}
      </p>
      {translated && translation.data && (
        <p className="feed-pane__note">Translated from {translation.data.sourceLanguage}.</p>
      )}
      {s.media.length > 0 && (
        <ul className="feed-pane__media" aria-label="Media">
          {s.media.map((m) => (
            <li key={m}>
              <a href={m} target="_blank" rel="noreferrer noopener">
                {m}
              </a>
            </li>
          ))}
        </ul>
      )}
      {s.userMentions.length > 0 && <p className="feed-pane__note">Mentions: {s.userMentions.join(', ')}</p>}
      <p className="feed-pane__meta">
        <span className={`post__sentiment post__sentiment--${item.sentiment}`}>
          {SENTIMENT_NAMES[item.sentiment as -1 | 0 | 1] ?? 'Neutral'}
        </span>
        <span>{formatCountOf(s.favoriteCount, 'like', 'likes')}</span>
        <span>{formatCountOf(s.replyCount, 'comment', 'comments')}</span>
        {s.rating !== null && <span>Rating {s.rating}/5</span>}
        <span>{STATE_NAMES[item.state]}</span>
        {item.isReplied && <span>Replied</span>}
        <a href={s.url} target="_blank" rel="noreferrer noopener">
          Open post
        </a>
      </p>
      <div className="feed-pane__actions">
        <Button variant="secondary" onPress={props.onToggleTranslation} data-action="translate">
          {translated ? 'See original' : 'Translate'}
        </Button>
        {canWork && (
          <>
            <div data-action="assign">
              <Select
                label="Assignee"
                value={String(item.assignedTo ?? '')}
                options={[
                  { value: '', label: 'Nobody' },
                  ...people.map((p) => ({ value: String(p.id), label: p.fullName })),
                ]}
                onChange={(v) =>
                  assign.mutate(
                    { id: item.id, accountId: v ? Number(v) : null },
                    {
                      onSuccess: (answer) =>
                        showToast(
                          answer.assignedTo === null
                            ? 'Post unassigned.'
                            : `Post assigned to ${people.find((p) => p.id === answer.assignedTo)?.fullName ?? 'them'}.`,
                          'success',
                        ),
                      onError: failed,
                    },
                  )
                }
              />
            </div>
            <div data-action="state">
              <Select
                label="State"
                value={String(item.state)}
                options={STATE_OPTIONS}
                onChange={(v) =>
                  setState.mutate(
                    { ids: [item.id], state: Number(v) as FeedState },
                    {
                      onSuccess: () => {
                        showToast(`Post marked ${STATE_NAMES[Number(v) as FeedState]}.`, 'success');
                        props.onActed?.();
                      },
                      onError: failed,
                    },
                  )
                }
              />
            </div>
            <div data-action="labels">
              <MultiSelect
                label="Labels"
                options={labels.map((l) => ({ id: String(l.id), name: l.name }))}
                value={item.labelIds.map(String)}
                summary={(n) => (n === 0 ? 'No labels' : `${n} selected`)}
                isSearchable
                onChange={(ids) =>
                  setLabels.mutate(
                    { id: item.id, labelIds: ids.map(Number) },
                    { onSuccess: () => showToast('Labels saved.', 'success'), onError: failed },
                  )
                }
              />
            </div>
            <form
              className="feed-pane__new-label"
              onSubmit={(e) => {
                e.preventDefault();
                createLabel.mutate(newLabel, {
                  onSuccess: (label) => {
                    setNewLabel('');
                    setLabels.mutate({ id: item.id, labelIds: [...item.labelIds, label.id] });
                    showToast(`Label '${label.name}' created.`, 'success');
                  },
                  onError: failed,
                });
              }}
            >
              <TextField label="New label" value={newLabel} onChange={setNewLabel} />
              <Button type="submit" variant="secondary" isPending={createLabel.isPending}>
                Create label
              </Button>
            </form>
          </>
        )}
      </div>
      {assignee && <p className="feed-pane__note">Assigned to {assignee.fullName}.</p>}
      {canWork && item.state !== FEED_ITEM_STATES.CLOSED && (
        <p className="feed-pane__note">Press E to resolve this post and open the next one.</p>
      )}
      {props.composer}
      <Conversation itemId={item.id} />
    </article>
  );
}
