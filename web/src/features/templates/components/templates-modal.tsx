/**
 * The reply-templates modal (spec 02 §2 templates modal, §4 template transitions, §5, §8, §9): the
 * feature's public entry. Opened in manage mode from the avatar menu and in select mode from the
 * inbox reply composer, where 'Select Template' hands the chosen message to the caller.
 *
 * The working copy of the chosen item is kept against its source; choosing another item or
 * closing with changes asks first (unsaved-changes modal) and remembers where the user was going.
 * The one unsaved new item lives only here until it is saved.
 */
import { MESSAGES } from '@sl/api-contract/schemas/errors';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { UnsavedChangesModal } from '#/components/ui/unsaved-changes-modal.tsx';
import type { FieldErrors } from '#/lib/form-errors.ts';
import { useUser } from '#/lib/session.ts';
import {
  type Template,
  templatesQueries,
  useCreateTemplate,
  useDeleteTemplate,
  useToggleTemplatePin,
  useUpdateTemplate,
} from '../api/templates.ts';
import { DEFAULT_FILTER, filterTemplates, type TemplateListFilter } from '../utils/filter-templates.ts';
import {
  draftOf,
  emptyDraft,
  isDraftChanged,
  type TemplateDraft,
  toTemplateInput,
  validateDraft,
} from '../utils/template-draft.ts';
import {
  COPIED_MESSAGE,
  createdMessage,
  DELETED_MESSAGE,
  pinnedMessage,
  REMOVE_TITLE,
  removeQuestion,
  updatedMessage,
} from '../utils/template-messages.ts';
import { NetworkFilter } from './network-filter.tsx';
import { TemplateDetailsForm } from './template-details-form.tsx';
import { type ItemKey, TemplateList } from './template-list.tsx';
import './templates.css';

/** spec 02 §4: closing resets the list after 0.5 seconds (once the modal has gone). */
export const RESET_AFTER_CLOSE_MS = 500;

type Target = { kind: 'item'; key: ItemKey } | { kind: 'close' };

export interface TemplatesModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** 'select' adds the Select Template button, which hands the message to `onSelect`. */
  mode: 'manage' | 'select';
  onSelect?: (message: string) => void;
}

/** spec 02 §8: any failed template action logs the error and shows the generic toast. */
function failed(error: unknown) {
  console.error('Template action failed', error);
  showToast(MESSAGES.generic);
}

export function TemplatesModal({ isOpen, onClose, mode, onSelect }: TemplatesModalProps) {
  const user = useUser();
  const userId = user?.id ?? 0;
  const list = useQuery({ ...templatesQueries.list(), enabled: isOpen && user !== null });
  const teams = useQuery({ ...templatesQueries.teams(), enabled: isOpen && user !== null });
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const pin = useToggleTemplatePin();

  const [filter, setFilter] = useState<TemplateListFilter>(DEFAULT_FILTER);
  const [selected, setSelected] = useState<ItemKey | null>(null);
  const [hasNew, setHasNew] = useState(false);
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<Target | null>(null);
  const [removing, setRemoving] = useState<ItemKey | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const templates = list.data ?? [];
  const byId = (id: number) => templates.find((t) => t.id === id);
  const chosen = typeof selected === 'number' ? byId(selected) : undefined;
  const source: TemplateDraft | null =
    selected === 'new' ? emptyDraft(userId) : chosen ? draftOf(chosen) : null;
  const isChanged = draft !== null && source !== null && isDraftChanged(draft, source);
  const shown = useMemo(() => filterTemplates(list.data ?? [], filter), [list.data, filter]);

  // A reopened modal must not be reset by the timer of the previous close.
  useEffect(() => {
    if (isOpen) clearTimeout(resetTimer.current);
  }, [isOpen]);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  // The chosen template was deleted elsewhere (or by this user): nothing is chosen any more.
  useEffect(() => {
    if (typeof selected === 'number' && list.isSuccess && !byId(selected)) {
      setSelected(null);
      setDraft(null);
    }
  });

  function close() {
    onClose();
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setFilter(DEFAULT_FILTER);
      setSelected(null);
      setHasNew(false);
      setDraft(null);
      setErrors({});
    }, RESET_AFTER_CLOSE_MS);
  }

  function go(target: Target) {
    setErrors({});
    if (target.kind === 'close') return close();
    if (target.key === 'new') {
      setHasNew(true);
      setSelected('new');
      setDraft(emptyDraft(userId));
      return;
    }
    const t = byId(target.key);
    setSelected(target.key);
    setDraft(t ? draftOf(t) : null);
  }

  /** spec 02 §4: leaving or closing with changes asks save, discard or cancel first. */
  function request(target: Target) {
    if (target.kind === 'item' && target.key === selected) return;
    if (isChanged) setPending(target);
    else go(target);
  }

  /** spec 02 §5: validation runs on save. True when saved. */
  async function save(): Promise<boolean> {
    if (!draft) return false;
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    try {
      if (selected === 'new') {
        const created = await create.mutateAsync(toTemplateInput(draft));
        showToast(createdMessage(created.name), 'success');
        setHasNew(false);
        setSelected(created.id);
        setDraft(draftOf(created));
      } else if (typeof selected === 'number') {
        const updated = await update.mutateAsync({ id: selected, body: toTemplateInput(draft) });
        showToast(updatedMessage(updated.name), 'success');
        setDraft(draftOf(updated));
      }
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  async function saveThenGo() {
    const target = pending;
    setPending(null);
    if (target && (await save())) go(target);
  }

  function discardThenGo() {
    const target = pending;
    setPending(null);
    // Discarding the unsaved new item drops it: it exists nowhere else (spec 02 §4).
    if (selected === 'new') setHasNew(false);
    if (target) go(target);
  }

  async function confirmRemove() {
    const key = removing;
    setRemoving(null);
    if (key === null) return;
    if (key === 'new') {
      setHasNew(false);
      if (selected === 'new') {
        setSelected(null);
        setDraft(null);
      }
      return;
    }
    try {
      await remove.mutateAsync(key);
      showToast(DELETED_MESSAGE, 'success');
      if (selected === key) {
        setSelected(null);
        setDraft(null);
      }
    } catch (error) {
      failed(error);
    }
  }

  async function togglePin(t: Template) {
    try {
      const answer = await pin.mutateAsync({ id: t.id, pinned: !t.pinned });
      showToast(pinnedMessage(answer.pinned), 'success');
    } catch (error) {
      failed(error);
    }
  }

  function copy() {
    if (!draft) return;
    navigator.clipboard.writeText(draft.message).then(
      () => showToast(COPIED_MESSAGE, 'success'),
      (error: unknown) => failed(error),
    );
  }

  const canWrite = user !== null && user.role !== 4;
  const removingName = removing === 'new' ? null : removing !== null ? (byId(removing)?.name ?? '') : null;
  const isSaving = create.isPending || update.isPending;

  return (
    <Modal
      title="Reply templates"
      size="large"
      isOpen={isOpen}
      onOpenChange={(open) => !open && request({ kind: 'close' })}
      footer={
        <>
          {mode === 'select' && draft !== null && selected !== null && (
            <Button
              variant="secondary"
              onPress={() => {
                onSelect?.(draft.message);
                close();
              }}
            >
              Select Template
            </Button>
          )}
          <Button variant="secondary" onPress={() => request({ kind: 'close' })}>
            Cancel
          </Button>
          {canWrite && (
            <Button onPress={() => void save()} isDisabled={!isChanged} isPending={isSaving}>
              Save Template
            </Button>
          )}
        </>
      }
    >
      <div className="templates">
        <NetworkFilter
          value={filter.categories}
          onChange={(categories) => setFilter({ ...filter, categories })}
        />
        <TemplateList
          templates={shown}
          newItemName={hasNew ? (selected === 'new' ? (draft?.name ?? '') : '') : null}
          selected={selected}
          filter={filter}
          onFilterChange={setFilter}
          onNew={() => request({ kind: 'item', key: 'new' })}
          onSelect={(key) => request({ kind: 'item', key })}
          onTogglePin={(t) => void togglePin(t)}
          onDelete={setRemoving}
          isLoading={list.isPending}
          isError={list.isError}
          onRetry={() => void list.refetch()}
          canWrite={canWrite}
        />
        <section className="templates__details-column" aria-label="Template">
          {draft && user ? (
            <TemplateDetailsForm
              draft={draft}
              onChange={setDraft}
              errors={errors}
              onCopy={copy}
              onSubmit={() => void save()}
              teams={teams.data ?? user.teams}
              isTeamsLoading={teams.isPending}
              userId={user.id}
              businessProfileId={user.businessProfile.id}
              isReadOnly={!canWrite}
            />
          ) : (
            <p className="templates__state">
              Choose a template to read or change it, or write a new message.
            </p>
          )}
        </section>
      </div>
      <UnsavedChangesModal
        isOpen={pending !== null}
        onCancel={() => setPending(null)}
        onDiscard={discardThenGo}
        onSave={() => void saveThenGo()}
      />
      <ConfirmationModal
        title={REMOVE_TITLE}
        isOpen={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
        isPending={remove.isPending}
      >
        {removeQuestion(removingName)}
      </ConfirmationModal>
    </Modal>
  );
}
