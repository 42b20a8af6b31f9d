/**
 * The inbox (issue 12; spec 02 §2 inbox sidebar, §4 flow mode): sources on the left, the
 * virtualised list, the open item. The URL holds the source and the open item. Keyboard first:
 * J/K, A, L, S, T, R, E and `?` (utils/shortcuts.ts), paused while a text field has focus.
 */

import { feedItems } from '@sl/api-contract/endpoints';
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { FEED_ITEM_STATES } from '@sl/api-contract/schemas/feed';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '#/components/ui/button.tsx';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { apiClient } from '#/lib/api-client.ts';
import { useUser } from '#/lib/session.ts';
import {
  type FeedItem,
  feedCountQuery,
  inboxQueries,
  useAssign,
  useSetState,
  writeItems,
} from '../api/inbox.ts';
import { feedQueryOf, parseSource } from '../utils/inbox-source.ts';
import { createOpenItemStore } from '../utils/open-item-store.ts';
import { SHORTCUTS, shortcutOf, step } from '../utils/shortcuts.ts';
import { buildSidebarGroups, type SidebarGroup } from '../utils/sidebar-groups.ts';
import { AddStreamModal } from './add-stream-modal.tsx';
import { type BulkAction, BulkBar } from './bulk-bar.tsx';
import { FeedList } from './feed-list.tsx';
import { InboxSidebar } from './inbox-sidebar.tsx';
import { OpenItemPane } from './open-item-pane.tsx';
import './inbox.css';
import { formatCountOf } from '#/utils/format-bucket-label.ts';

/** spec 02 §4, §9: flow mode switches itself off after 30 000 ms. */
export const FLOW_MODE_MS = 30_000;
const EMPTY: never[] = [];
const URL_DELAY_MS = 300;

export interface InboxProps {
  /**
   * The reply composer of the open item, composed by the route (it uses the templates feature);
   * `onReplied` is called once a reply or 'mark replied' is recorded (flow mode then moves on).
   */
  renderComposer?: (item: FeedItem, focusKey: number, onReplied: () => void) => ReactNode;
}

/** Source links keep nothing but the source: the open item belongs to the old source. */
const hrefOf = (s: string) => `?source=${encodeURIComponent(s)}`;

export function Inbox({ renderComposer }: InboxProps) {
  const user = useUser();
  const [params] = useSearchParams();
  const sourceParam = params.get('source');
  const source = parseSource(sourceParam);
  // The open item lives in a store read by the rows and the pane (utils/open-item-store.ts), not
  // in this component's state, so a J step does not re-render the sidebar and toolbar; it is
  // mirrored into the URL without a router navigation (one per step cost ~80 ms, bench-inbox).
  const [openStore] = useState(() => createOpenItemStore(Number(params.get('item')) || null));
  const [sidebarSearch, setSidebarSearch] = useState('');
  const [translated, setTranslated] = useState(false);
  const translatedRef = useRef(translated);
  translatedRef.current = translated;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  const [flow, setFlow] = useState(false);
  const flowRef = useRef(flow);
  flowRef.current = flow;
  const [flowPaused, setFlowPaused] = useState(false);
  const [showHelp, setShowHelp] = useState(false);
  const [adding, setAdding] = useState<SidebarGroup | null>(null);
  const [replyFocus, setReplyFocus] = useState(0);
  const paneRef = useRef<HTMLDivElement>(null);

  const streams = useQuery(inboxQueries.streams());
  const labels = useQuery(inboxQueries.labels());
  const canWork = user !== null && user.role !== 4;
  const people = useQuery({ ...inboxQueries.people(), enabled: canWork });
  const query = source && streams.data ? feedQueryOf(source, streams.data) : null;
  const feed = useInfiniteQuery({ ...inboxQueries.feed(query ?? {}), enabled: query !== null });
  const count = useQuery({ ...feedCountQuery(query ?? {}), enabled: query !== null && feed.isSuccess });
  const assign = useAssign();
  const setState = useSetState();

  const items = useMemo(() => feed.data?.pages.flatMap((p) => p.data) ?? [], [feed.data]);
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const idsRef = useRef(ids);
  idsRef.current = ids;
  const total = feed.data?.pages[0]?.meta.total ?? 0;
  const newPosts = count.data !== undefined && feed.data ? Math.max(0, count.data - total) : 0;
  const openItem = () => {
    const id = openStore.get();
    return items.find((i) => i.id === id) ?? null;
  };
  const peopleList = people.data ?? EMPTY;
  const toggleTranslation = useCallback(() => setTranslated((t) => !t), []);
  const peopleNames = useMemo(() => new Map(peopleList.map((p) => [p.id, p.fullName])), [peopleList]);

  const groups = useMemo(
    () =>
      buildSidebarGroups(streams.data ?? [], labels.data ?? [], {
        role: user?.role ?? 4,
        search: sidebarSearch,
      }),
    [streams.data, labels.data, user?.role, sidebarSearch],
  );
  const sourceName =
    groups.flatMap((g) => g.items).find((i) => i.source === sourceParam)?.name ??
    (source ? 'This source' : 'Inbox');

  // The URL follows once the reader stops on a post: replaceState per step cost ~3 ms of a J step.
  const urlTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(urlTimer.current), []);
  const open = useCallback(
    (id: number | null) => {
      if (translatedRef.current) setTranslated(false);
      openStore.set(id);
      clearTimeout(urlTimer.current);
      urlTimer.current = setTimeout(() => {
        // A source chosen meanwhile has its own open item.
        if (openStore.get() !== id) return;
        const url = new URL(window.location.href);
        if (id === null) url.searchParams.delete('item');
        else url.searchParams.set('item', String(id));
        window.history.replaceState(window.history.state, '', url);
      }, URL_DELAY_MS);
    },
    [openStore],
  );

  // spec 02 §4: flow mode switches off when the source changes (and the selection goes)...
  const [shownSource, setShownSource] = useState(sourceParam);
  if (shownSource !== sourceParam) {
    setShownSource(sourceParam);
    setFlow(false);
    setSelected(new Set());
  }
  // The store is outside React: it follows the source after the render (its readers re-render).
  const itemParam = params.get('item');
  const openedFor = useRef(sourceParam);
  useEffect(() => {
    if (openedFor.current === sourceParam) return;
    openedFor.current = sourceParam;
    openStore.set(Number(itemParam) || null);
  }, [sourceParam, itemParam, openStore]);
  // ...or when the open item is deleted (it has left the list).
  useEffect(() => {
    if (!flow || !feed.isSuccess) return;
    const check = () => {
      const id = openStore.get();
      if (id !== null && !ids.includes(id)) setFlow(false);
    };
    check();
    return openStore.subscribe(check);
  }, [flow, ids, feed.isSuccess, openStore]);
  // ...and by itself after 30 000 ms, with the flow-mode-paused modal.
  useEffect(() => {
    if (!flow) return;
    const timer = setTimeout(() => {
      setFlow(false);
      setFlowPaused(true);
    }, FLOW_MODE_MS);
    return () => clearTimeout(timer);
  }, [flow]);

  function turnFlow(on: boolean) {
    setFlow(on);
    // Flow mode works through the list: it starts at the open post, or the first one.
    if (on && openStore.get() === null) open(ids[0] ?? null);
  }

  const next = () => open(step(ids, openStore.get(), 1));

  // spec 02 §4 flow mode: while it is on, acting on the open post (its state, a reply, mark
  // replied) moves to the next one, so an agent works through the list without J.
  const actedOn = useCallback(
    (id: number) => {
      if (flowRef.current && openStore.get() === id) open(step(idsRef.current, id, 1));
    },
    [open, openStore],
  );

  function resolveAndNext() {
    const item = openItem();
    if (!item || !canWork) return;
    const following = step(ids, item.id, 1);
    setState.mutate(
      { ids: [item.id], state: FEED_ITEM_STATES.CLOSED },
      { onError: () => showToast(MESSAGES.generic) },
    );
    open(following);
  }

  const focusAction = (name: string) =>
    paneRef.current
      ?.querySelector<HTMLElement>(`[data-action="${name}"] button, button[data-action="${name}"]`)
      ?.focus();

  // Keyboard first (issue 12): one listener on the document while the inbox is shown.
  const onKey = useRef<(e: KeyboardEvent) => void>(() => undefined);
  onKey.current = (e: KeyboardEvent) => {
    const action = shortcutOf(e);
    if (!action) return;
    e.preventDefault();
    if (action === 'help') return setShowHelp(true);
    if (action === 'next') return next();
    if (action === 'previous') return open(step(ids, openStore.get(), -1));
    if (!openItem()) return;
    if (action === 'resolve') return resolveAndNext();
    if (action === 'translate') return setTranslated((t) => !t);
    if (action === 'reply') return setReplyFocus((n) => n + 1);
    focusAction(action);
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey.current(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  function select(id: number, on: boolean, range: boolean) {
    setSelected((prev) => {
      const nextSet = new Set(prev);
      const from = anchor === null ? -1 : ids.indexOf(anchor);
      const to = ids.indexOf(id);
      // Shift-click selects the range from the last box clicked.
      const span = range && from >= 0 ? ids.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
      for (const x of span) on ? nextSet.add(x) : nextSet.delete(x);
      return nextSet;
    });
    setAnchor(id);
  }

  async function applyBulk(action: BulkAction) {
    const chosen = [...selected];
    let failed = 0;
    if (action.kind === 'state') {
      await setState.mutateAsync({ ids: chosen, state: action.state }).catch(() => {
        failed = chosen.length;
      });
    } else {
      const results = await Promise.allSettled(
        chosen.map((id) =>
          action.kind === 'assign'
            ? assign.mutateAsync({ id, accountId: action.accountId })
            : apiClient.call(feedItems.setFeedItemLabels, {
                params: { id: String(id) },
                body: {
                  labelIds: [
                    ...new Set([...(items.find((i) => i.id === id)?.labelIds ?? []), action.labelId]),
                  ],
                },
              }),
        ),
      );
      writeItems(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
      failed = results.filter((r) => r.status === 'rejected').length;
    }
    const done = chosen.length - failed;
    showToast(
      failed === 0
        ? `${formatCountOf(done, 'post', 'posts')} updated.`
        : `${done} updated, ${failed} could not be changed.`,
      failed === 0 ? 'success' : 'error',
    );
    setSelected(new Set());
  }

  const allOnPage = items.length > 0 && items.every((i) => selected.has(i.id));

  return (
    <div className="inbox">
      <div className="inbox__sidebar">
        {streams.isError || labels.isError ? (
          <div role="alert" className="inbox__state">
            <p>The inbox sources could not be loaded.</p>
            <Button
              variant="secondary"
              onPress={() => void Promise.all([streams.refetch(), labels.refetch()])}
            >
              Try again
            </Button>
          </div>
        ) : (
          <InboxSidebar
            groups={groups}
            search={sidebarSearch}
            onSearch={setSidebarSearch}
            current={sourceParam}
            hrefOf={hrefOf}
            onAdd={setAdding}
            canAdd={canWork}
          />
        )}
      </div>
      <section className="inbox__list" aria-label={sourceName}>
        <div className="inbox__toolbar">
          <h1 className="inbox__title">{sourceName}</h1>
          {feed.isSuccess && <span className="inbox__count">{total.toLocaleString('en')} posts</span>}
          {source && (
            <Switch label="Flow mode" isSelected={flow} onChange={turnFlow} isDisabled={items.length === 0} />
          )}
          <Button variant="quiet" onPress={() => setShowHelp(true)}>
            Shortcuts (?)
          </Button>
        </div>
        {newPosts > 0 && (
          <Button
            className="inbox__new-posts"
            onPress={() => {
              // Reload from the top; the open item stays open and in view (FeedList scrolls to it).
              void feed.refetch();
            }}
          >
            {formatCountOf(newPosts, 'new post', 'new posts')}
          </Button>
        )}
        {canWork && items.length > 0 && (
          <div className="inbox__select-all">
            <Checkbox
              label="Select all on page"
              isSelected={allOnPage}
              onChange={(on) => setSelected(on ? new Set(ids) : new Set())}
            />
          </div>
        )}
        {canWork && selected.size > 0 && (
          <BulkBar
            count={selected.size}
            people={peopleList}
            labels={labels.data ?? []}
            onApply={applyBulk}
            onClear={() => setSelected(new Set())}
          />
        )}
        {!source ? (
          <p className="inbox__state">Choose a stream, a label or a custom inbox to read its posts.</p>
        ) : feed.isError ? (
          <div role="alert" className="inbox__state">
            <p>{feed.error instanceof Error ? feed.error.message : MESSAGES.generic}</p>
            <Button variant="secondary" onPress={() => void feed.refetch()}>
              Try again
            </Button>
          </div>
        ) : feed.isPending || query === null ? (
          streams.isSuccess && query === null ? (
            <p className="inbox__state">This source no longer exists. Choose another one.</p>
          ) : (
            <ul className="inbox__skeleton" aria-busy="true" aria-label="Loading posts">
              {[0, 1, 2, 3].map((i) => (
                <li key={i} />
              ))}
            </ul>
          )
        ) : items.length === 0 ? (
          <p className="inbox__state">No posts here yet. New posts appear as they arrive.</p>
        ) : (
          <FeedList
            items={items}
            total={total}
            openStore={openStore}
            onOpen={open}
            selected={selected}
            onSelect={select}
            labels={labels.data ?? []}
            peopleNames={peopleNames}
            hasMore={feed.hasNextPage}
            onLoadMore={() => {
              if (!feed.isFetchingNextPage) void feed.fetchNextPage();
            }}
            label={`Posts of ${sourceName}`}
          />
        )}
      </section>
      <div className="inbox__pane" ref={paneRef}>
        <OpenItemPane
          store={openStore}
          items={items}
          labels={labels.data ?? EMPTY}
          people={peopleList}
          canWork={canWork}
          translated={translated}
          onToggleTranslation={toggleTranslation}
          onActed={actedOn}
          renderComposer={canWork ? renderComposer : undefined}
          replyFocus={replyFocus}
        />
      </div>
      <Modal
        title="Keyboard shortcuts"
        isOpen={showHelp}
        onOpenChange={setShowHelp}
        footer={<Button onPress={() => setShowHelp(false)}>Close</Button>}
      >
        <dl className="inbox__shortcuts">
          {SHORTCUTS.map((s) => (
            <div key={s.key}>
              <dt>
                <kbd>{s.key.toUpperCase()}</kbd>
              </dt>
              <dd>{s.description}</dd>
            </div>
          ))}
        </dl>
        <p>Shortcuts pause while you type in a field.</p>
      </Modal>
      <Modal
        title="Flow mode paused"
        isOpen={flowPaused}
        onOpenChange={setFlowPaused}
        footer={
          <>
            <Button variant="secondary" onPress={() => setFlowPaused(false)}>
              Close
            </Button>
            <Button
              onPress={() => {
                setFlowPaused(false);
                turnFlow(true);
              }}
            >
              Resume flow mode
            </Button>
          </>
        }
      >
        <p>Flow mode switches itself off after 30 seconds. Resume it to keep working through the list.</p>
      </Modal>
      {adding && <AddStreamModal group={adding} onClose={() => setAdding(null)} />}
    </div>
  );
}
