/**
 * The right-hand pane: the open item of the list. The list answers J/K at once; the pane
 * (react-aria controls, composer) follows in a transition, so holding J never waits for the pane
 * of each post passed over. The pane copies the open id into its own state rather than reading
 * the store while it renders: a store read in an interruptible render that changes meanwhile (the
 * next J) makes React redo the whole render synchronously, which doubled a J step.
 */
import { memo, type ReactNode, startTransition, useEffect, useState } from 'react';
import type { FeedItem, Label } from '../api/inbox.ts';
import type { OpenItemStore } from '../utils/open-item-store.ts';
import { FeedItemPane } from './feed-item-pane.tsx';

export interface OpenItemPaneProps {
  store: OpenItemStore;
  items: readonly FeedItem[];
  labels: readonly Label[];
  people: readonly { id: number; fullName: string }[];
  canWork: boolean;
  translated: boolean;
  onToggleTranslation: () => void;
  /** Called with the item's id once an action on it is recorded (flow mode moves on). */
  onActed: (id: number) => void;
  renderComposer?: (item: FeedItem, focusKey: number, onReplied: () => void) => ReactNode;
  replyFocus: number;
}

export const OpenItemPane = memo(function OpenItemPane({
  store,
  items,
  renderComposer,
  replyFocus,
  onActed,
  ...props
}: OpenItemPaneProps) {
  const [openId, setOpenId] = useState(store.get);
  useEffect(() => {
    setOpenId(store.get());
    return store.subscribe(() => startTransition(() => setOpenId(store.get())));
  }, [store]);
  const item = openId === null ? undefined : items.find((i) => i.id === openId);
  if (!item)
    return <p className="inbox__state">Open a post to read it and work on it. Press J for the next one.</p>;
  const acted = () => onActed(item.id);
  return (
    <FeedItemPane
      item={item}
      {...props}
      onActed={acted}
      composer={renderComposer?.(item, replyFocus, acted)}
    />
  );
});
