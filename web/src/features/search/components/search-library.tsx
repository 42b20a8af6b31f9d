/**
 * The saved-search library, "Live Search" (spec 02 §2, §4; issue 13): the sidebar, the search
 * form over a working copy, the query's explanation and its live results. The open search is in
 * the URL (`?item=`), so a link (an alert's drill-down) opens it.
 */
import { ROLES } from '@sl/api-contract/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { UnsavedChangesModal } from '#/components/ui/unsaved-changes-modal.tsx';
import { useUser } from '#/lib/session.ts';
import { useTimeZone } from '#/lib/time-zone.ts';
import { searchQueries, useDeleteSearch, useSaveSearch } from '../api/search-library.ts';
import { WINDOW_PARAMS, windowOf } from '../utils/results-window.ts';
import { useDebounced } from '../utils/use-debounced.ts';
import { type Draft, draftOf, isDirty, NEW_DRAFT, type SearchItem } from '../utils/working-copy.ts';
import { LiveResults, type ResultsRead } from './live-results.tsx';
import { QueryEditor } from './query-editor.tsx';
import { QueryExplanation } from './query-explanation.tsx';
import { SearchSidebar } from './search-sidebar.tsx';
import '../search.css';

/** The checker runs once the user has paused this long (issue 13: within a second). */
const PAUSE_MS = 400;
/** Results read this much later than the check (not the same pause) mean it may be out of date. */
const STALE_CHECK_MS = 1_000;

type Target = { kind: 'item'; id: number } | { kind: 'new' };

export function SearchLibrary({
  slot,
}: {
  slot?: (item: SearchItem | null, canWrite: boolean) => React.ReactNode;
}) {
  const user = useUser();
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const items = useQuery(searchQueries.items());
  const folders = useQuery(searchQueries.folders());
  const openId = params.get('item') ? Number(params.get('item')) : null;
  // An alert's drill-down (issue 13): the live results of the spike's window.
  const windowKey = WINDOW_PARAMS.map((k) => params.get(k)).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the window changes only with its params.
  const resultsWindow = useMemo(() => windowOf(params), [windowKey]);
  const open = items.data?.data.find((i) => i.id === openId) ?? null;
  const source = useMemo(() => draftOf(open), [open]);
  const [draft, setDraft] = useState<Draft>(source);
  const [draftOfId, setDraftOfId] = useState<number | null | undefined>(undefined);
  const [pending, setPending] = useState<Target | null>(null);
  const [toDelete, setToDelete] = useState<SearchItem | null>(null);
  const save = useSaveSearch();
  const remove = useDeleteSearch();

  // A newly opened source (or its first load) resets the working copy.
  const sourceKey = open ? open.id : items.data ? null : undefined;
  if (sourceKey !== draftOfId) {
    setDraftOfId(sourceKey);
    setDraft(source);
  }

  const isGuest = user?.role === ROLES.GUEST;
  const isAdmin = user?.role === ROLES.ADMIN || user?.role === ROLES.SYS_ADMIN;
  // Guests read only; brand searches are the admins' (the API answers 403 otherwise).
  const canWrite = !isGuest && (draft.category !== 'brand' || isAdmin);
  const dirty = canWrite && isDirty(draft, source);

  const checked = useDebounced({ query: draft.query, filters: draft.filters }, PAUSE_MS);
  const validation = useQuery(searchQueries.validate(checked));
  const { dataUpdatedAt: checkedAt, data: check, refetch: recheck } = validation;
  // The preview and the live results read the same posts: when the results say the check is out of
  // date (more posts inside the check's range than it counts: posts arrived since, e.g. an alert's
  // "See the posts"), or were read well after it, the check is read again, so "0 posts" never sits
  // above a list of them. Decided by the answers, not only by the clock: a fast server answers the
  // results within a second of the stale check.
  const onResultsRead = useCallback(
    ({ at, total, range }: ResultsRead) => {
      if (checkedAt === 0 || at < checkedAt) return;
      const within =
        check?.range != null &&
        Date.parse(range.from) >= Date.parse(check.range.from) &&
        Date.parse(range.to) <= Date.parse(check.range.to);
      const contradicts = within && check?.hits != null && total > check.hits;
      if (contradicts || at - checkedAt > STALE_CHECK_MS) void recheck();
    },
    [checkedAt, check, recheck],
  );

  const go = (target: Target) => {
    const next = new URLSearchParams();
    if (target.kind === 'item') next.set('item', String(target.id));
    setParams(next);
    if (target.kind === 'new') {
      setDraftOfId(null);
      setDraft(NEW_DRAFT);
    }
  };
  const request = (target: Target) => {
    if (target.kind === 'item' && target.id === openId) return;
    // spec 02 §4: changes pending → the modal, remembering where the user was going.
    if (dirty) setPending(target);
    else go(target);
  };
  const saveDraft = (then?: Target) =>
    save.mutate(
      { id: open?.id ?? null, draft },
      {
        onSuccess: (saved) => {
          setPending(null);
          if (then) go(then);
          else if (!open) go({ kind: 'item', id: saved.id });
          else setDraft(draftOf(saved));
        },
      },
    );

  return (
    <div className="search-screen">
      <PageHeader
        title="Live Search"
        description="Saved searches, the posts they find and what their queries mean."
        actions={
          !isGuest && (
            <Button variant="secondary" onPress={() => request({ kind: 'new' })}>
              New search
            </Button>
          )
        }
      />
      <div className="search-screen__body">
        <SearchSidebar
          items={items.data?.data ?? []}
          folders={folders.data?.data ?? []}
          openId={openId}
          canWrite={!isGuest}
          canManage={(category) => !isGuest && (category !== 'brand' || isAdmin)}
          teams={user?.teams ?? []}
          onOpen={(id) => request({ kind: 'item', id })}
          onDeleteItem={setToDelete}
        />
        <main className="search-screen__main" aria-label={open ? open.name : 'New search'}>
          {/* Not a <form>: Enter in a term field adds the term, it never saves the search. */}
          <section className="search-form" aria-label="Search form">
            <div className="search-form__head">
              <TextField
                label="Name"
                value={draft.name}
                onChange={(name) => setDraft((d) => ({ ...d, name }))}
                isReadOnly={!canWrite}
                isRequired
                validate={(v) => (v.trim() ? null : 'Should not be empty!')}
              />
              {!open && isAdmin && (
                <Select
                  label="Section"
                  value={draft.category}
                  options={[
                    { value: 'my', label: 'My searches' },
                    { value: 'brand', label: 'Brand searches' },
                  ]}
                  onChange={(category) => setDraft((d) => ({ ...d, category }))}
                />
              )}
            </div>
            <QueryEditor
              groups={draft.query}
              onChange={(query) => setDraft((d) => ({ ...d, query }))}
              readOnly={!canWrite}
              errors={validation.data?.errors ?? []}
              warnings={validation.data?.warnings ?? []}
            />
            {canWrite && (
              <div className="search-form__actions">
                <Button
                  isPending={save.isPending}
                  isDisabled={!draft.name.trim() || (open !== null && !dirty)}
                  onPress={() => saveDraft()}
                >
                  Save
                </Button>
                {dirty && (
                  <Button variant="secondary" onPress={() => setDraft(source)}>
                    Discard changes
                  </Button>
                )}
                {dirty && <span className="search-form__dirty">Unsaved changes</span>}
              </div>
            )}
            {!canWrite && (
              <p className="search-form__readonly">You can read this search but not change it.</p>
            )}
          </section>
          <QueryExplanation result={validation.data} isChecking={validation.isFetching} timeZone={timeZone} />
          {slot?.(open, !isGuest)}
          <LiveResults
            draft={checked}
            timeZone={timeZone}
            window={resultsWindow}
            onClearWindow={() => setParams(openId === null ? {} : { item: String(openId) })}
            onRead={onResultsRead}
          />
        </main>
      </div>
      <UnsavedChangesModal
        isOpen={pending !== null}
        onCancel={() => setPending(null)}
        onDiscard={() => {
          const target = pending;
          setPending(null);
          setDraft(source);
          if (target) go(target);
        }}
        onSave={() => {
          if (pending) saveDraft(pending);
        }}
      />
      <ConfirmationModal
        isOpen={toDelete !== null}
        title="Delete the search?"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const item = toDelete;
          if (!item) return;
          remove.mutate(item.id, {
            onSettled: () => setToDelete(null),
            // spec 02 §4: deleting the open item clears the form.
            onSuccess: () => {
              if (item.id === openId) go({ kind: 'new' });
            },
          });
        }}
      >
        {toDelete ? `“${toDelete.name}” leaves the library.` : null}
      </ConfirmationModal>
    </div>
  );
}
