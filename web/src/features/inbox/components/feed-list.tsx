/**
 * The list of a stream, label or custom inbox (issue 12 "the list"): virtualised with
 * @tanstack/react-virtual so 10 000 items cost the same as 20; the next page is fetched as the
 * reader nears the end. Each row: network icon, author, text (as text), time, sentiment, state,
 * assignee, labels, rating for reviews. Selection boxes serve the bulk actions.
 */
import { NETWORKS } from '@sl/api-contract/schemas/common';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
import { useTimeZone } from '#/lib/time-zone.ts';
import { formatDateTime, SENTIMENT_NAMES } from '#/utils/format-post.ts';
import type { FeedItem, Label } from '../api/inbox.ts';
import { STATE_NAMES } from '../utils/feed-states.ts';
import { type OpenItemStore, useIsOpen } from '../utils/open-item-store.ts';

export const ROW_HEIGHT = 96;
const REVIEW_NETWORKS = new Set<string>(NETWORKS.filter((n) => n.review).map((n) => n.key));

export interface FeedListProps {
  items: readonly FeedItem[];
  total: number;
  /** The open item: each row reads whether it is the open one, so a J step renders two rows. */
  openStore: OpenItemStore;
  onOpen: (id: number) => void;
  selected: ReadonlySet<number>;
  onSelect: (id: number, on: boolean, range: boolean) => void;
  labels: readonly Label[];
  peopleNames: ReadonlyMap<number, string>;
  hasMore: boolean;
  onLoadMore: () => void;
  label: string;
}

export function FeedList(props: FeedListProps) {
  const { items, openStore } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const shiftHeld = useRef(false);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const rows = virtualizer.getVirtualItems();
  const last = rows[rows.length - 1];

  useEffect(() => {
    if (last && last.index >= items.length - 20 && props.hasMore) props.onLoadMore();
  }, [last, items.length, props.hasMore, props.onLoadMore]);

  // J/K move the open item: keep it in view without jumping when it already is. Rows have one
  // height, so the row's place is arithmetic and the scroll position the virtualizer last saw;
  // its scrollToIndex reads the scroll height (a forced layout) and re-checks every frame,
  // which was a third of a J step (bench-inbox profile).
  useEffect(() => {
    const reveal = () => {
      const id = openStore.get();
      const element = scroller.current;
      if (id === null || !element) return;
      const index = items.findIndex((i) => i.id === id);
      if (index < 0) return;
      const top = index * ROW_HEIGHT;
      const offset = virtualizer.scrollOffset ?? element.scrollTop;
      const height = virtualizer.scrollRect?.height ?? element.clientHeight;
      if (top < offset) element.scrollTop = top;
      else if (top + ROW_HEIGHT > offset + height) element.scrollTop = top + ROW_HEIGHT - height;
    };
    reveal();
    return openStore.subscribe(reveal);
  }, [openStore, items, virtualizer]);

  const labelName = useMemo(() => new Map(props.labels.map((l) => [l.id, l.name])), [props.labels]);
  // One stable handler for every row, so a J step re-renders only the two rows that changed.
  const selectRef = useRef(props.onSelect);
  selectRef.current = props.onSelect;
  const onSelect = useCallback((id: number, on: boolean) => selectRef.current(id, on, shiftHeld.current), []);
  return (
    <div
      ref={scroller}
      className="feed-list"
      onKeyDownCapture={(e) => {
        shiftHeld.current = e.shiftKey;
      }}
      onPointerDownCapture={(e) => {
        shiftHeld.current = e.shiftKey;
      }}
    >
      <ul
        className="feed-list__inner"
        aria-label={props.label}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <FeedRow
              key={item.id}
              item={item}
              index={row.index}
              start={row.start}
              openStore={openStore}
              isSelected={props.selected.has(item.id)}
              labelName={labelName}
              assigneeName={
                item.assignedTo === null
                  ? null
                  : (props.peopleNames.get(item.assignedTo) ?? `#${item.assignedTo}`)
              }
              onOpen={props.onOpen}
              onSelect={onSelect}
            />
          );
        })}
      </ul>
    </div>
  );
}

interface FeedRowProps {
  item: FeedItem;
  index: number;
  start: number;
  openStore: OpenItemStore;
  isSelected: boolean;
  labelName: ReadonlyMap<number, string>;
  assigneeName: string | null;
  onOpen: (id: number) => void;
  onSelect: (id: number, on: boolean) => void;
}

const FeedRow = memo(function FeedRow({
  item,
  index,
  start,
  openStore,
  isSelected,
  labelName,
  assigneeName,
  onOpen,
  onSelect,
}: FeedRowProps) {
  const timeZone = useTimeZone();
  const isOpen = useIsOpen(openStore, item.id);
  const isReview = REVIEW_NETWORKS.has(item.socialType);
  return (
    <li
      className="feed-row"
      data-open={isOpen || undefined}
      data-index={index}
      style={{ transform: `translateY(${start}px)`, height: ROW_HEIGHT }}
    >
      <Checkbox
        label={`Select the post by ${item.username}`}
        isLabelHidden
        isSelected={isSelected}
        onChange={(on) => onSelect(item.id, on)}
      />
      <button
        type="button"
        className="feed-row__main"
        aria-current={isOpen || undefined}
        onClick={() => onOpen(item.id)}
      >
        <span className="feed-row__head">
          <NetworkIcon network={item.socialType} />
          <span className="feed-row__author">@{item.username}</span>
          <time className="feed-row__time" dateTime={item.status.createdAt}>
            {formatDateTime(item.status.createdAt, timeZone)}
          </time>
        </span>
        <span className="feed-row__text">{item.status.fullText}</span>
        <span className="feed-row__meta">
          <span className={`post__sentiment post__sentiment--${item.sentiment}`}>
            {SENTIMENT_NAMES[item.sentiment as -1 | 0 | 1] ?? 'Neutral'}
          </span>
          <span className="feed-row__state">{STATE_NAMES[item.state]}</span>
          {item.isReplied && <span className="feed-row__tag">Replied</span>}
          {assigneeName !== null && <span className="feed-row__tag">Assigned to {assigneeName}</span>}
          {item.labelIds.map((id) => (
            <span key={id} className="feed-row__label">
              {labelName.get(id) ?? `#${id}`}
            </span>
          ))}
          {isReview && item.status.rating !== null && (
            <span className="feed-row__tag">Rating {item.status.rating}/5</span>
          )}
        </span>
      </button>
    </li>
  );
});
