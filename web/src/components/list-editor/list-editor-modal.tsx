/**
 * The one shape of "a list of records, edited in a modal" (the dashboard's annotation layers and
 * shared links had a copy each): the modal with its Close, the form of a new or an edited record
 * above the list (one at a time), the list's loading text, its load error with Retry and its
 * empty text, and each record's Delete behind a confirmation whose outcome is toasted. Each
 * panel says only what differs: its texts, its form and how a record reads.
 *
 * Unlike components/crud (a page with a data table), this list lives in a dialog beside the
 * screen it serves, so the user keeps their place on the dashboard.
 */
import { Fragment, type Key, type ReactNode, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';

/** What the modal needs of the list's read (a TanStack `useQuery` result fits). */
export interface ListEditorQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface ListEditorModalProps<T, D> {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  /** The panel's class; its list is `${className}__list`, the load error `${className}__error`. */
  className: string;
  query: ListEditorQuery;
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** The button that opens the form for a new record, and the draft it starts from. */
  newLabel: string;
  newDraft: () => D;
  /** One form per record: a new key starts the form afresh. */
  draftKey: (draft: D) => Key;
  /** The form of `draft`; `done` closes it (saved or cancelled). */
  renderForm: (draft: D, done: () => void) => ReactNode;
  /** One `<li>` of the list; `edit` opens the form with a record's draft. */
  renderItem: (item: T, edit: (draft: D) => void) => ReactNode;
  texts: {
    /** Shown while the list is read, e.g. 'Loading layers…'. */
    loading: string;
    /** Before the error's own message, e.g. 'The layers could not be loaded'. */
    loadError: string;
    empty: ReactNode;
    /** The list's accessible name. */
    listLabel: string;
  };
}

export function ListEditorModal<T, D>({
  title,
  isOpen,
  onClose,
  className,
  query,
  items,
  itemKey,
  newLabel,
  newDraft,
  draftKey,
  renderForm,
  renderItem,
  texts,
}: ListEditorModalProps<T, D>) {
  const [draft, setDraft] = useState<D | null>(null);
  // A form left open is not kept for the next opening of the panel.
  const close = () => {
    setDraft(null);
    onClose();
  };
  return (
    <Modal
      title={title}
      size="medium"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      footer={
        <Button variant="secondary" onPress={close}>
          Close
        </Button>
      }
    >
      <div className={className}>
        {draft !== null ? (
          <Fragment key={draftKey(draft)}>{renderForm(draft, () => setDraft(null))}</Fragment>
        ) : (
          <Button onPress={() => setDraft(newDraft())}>{newLabel}</Button>
        )}
        {query.isPending ? <p>{texts.loading}</p> : null}
        {query.isError ? (
          <div role="alert" className={`${className}__error`}>
            <p>
              {texts.loadError}: {query.error?.message}
            </p>
            <Button variant="secondary" onPress={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : null}
        {query.isSuccess && items.length === 0 ? <p>{texts.empty}</p> : null}
        {items.length > 0 ? (
          <ul className={`${className}__list`} aria-label={texts.listLabel}>
            {items.map((item) => (
              <Fragment key={itemKey(item)}>{renderItem(item, setDraft)}</Fragment>
            ))}
          </ul>
        ) : null}
      </div>
    </Modal>
  );
}

export interface ConfirmedDeleteProps {
  /** The button's accessible name where "Delete" alone is ambiguous ("Delete Incidents"). */
  name?: string;
  /** The question's title, e.g. 'Delete layer'. */
  title: string;
  /** What deleting does, in the user's words. */
  children: ReactNode;
  isPending: boolean;
  /**
   * Deletes (a mutation's `mutateAsync`). A promise, not `mutate` with callbacks: the record's row
   * owns the mutation and leaves the list as soon as the list is read again, and TanStack Query
   * drops `mutate`'s own callbacks once that component has unmounted, so the toast was lost
   * whenever the list came back before the other reads the delete refreshes (the annotations of a
   * deleted layer).
   */
  onDelete: () => Promise<unknown>;
  /** Toasted once the record is deleted. */
  successText: string;
}

/** A record's Delete button and its confirmation (spec 01 §2); the outcome is toasted. */
export function ConfirmedDelete({
  name,
  title,
  children,
  isPending,
  onDelete,
  successText,
}: ConfirmedDeleteProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setConfirming(true)} aria-label={name}>
        Delete
      </Button>
      <ConfirmationModal
        isOpen={confirming}
        title={title}
        confirmLabel="Delete"
        isPending={isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          onDelete().then(
            () => {
              setConfirming(false);
              showToast(successText, 'success');
            },
            (error: unknown) => showToast(readFormError(error).join(' ')),
          )
        }
      >
        {children}
      </ConfirmationModal>
    </>
  );
}

export interface ListEditorFormActionsProps {
  className: string;
  /** Closes the form without saving. */
  onCancel: () => void;
  isPending: boolean;
  isDisabled?: boolean;
  /** The submit button's text ('Create layer', 'Save link'). */
  children: ReactNode;
}

/** The foot of a record's form in the list editor: Cancel, then the submit button. */
export function ListEditorFormActions({
  className,
  onCancel,
  isPending,
  isDisabled,
  children,
}: ListEditorFormActionsProps) {
  return (
    <div className={className}>
      <Button variant="secondary" onPress={onCancel}>
        Cancel
      </Button>
      <Button type="submit" isPending={isPending} isDisabled={isDisabled}>
        {children}
      </Button>
    </div>
  );
}
