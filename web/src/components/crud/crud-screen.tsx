/**
 * The one shape of a settings or admin list screen (issue 14: "every screen below is a real
 * screen ... loading and empty states, ... a success toast on every write, and a confirmation
 * before every delete"): the page header with its "New …" button, the list card holding the data
 * table (or the load error with Retry), the row actions, and the delete confirmation whose outcome
 * is toasted. Rules, reports, teams, topics, labels, users and channels all had their own copy of
 * this scaffolding; each screen now says only what differs (columns, form, texts).
 */
import type { CellData, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { type DataColumn, DataTable, type DataTableProps } from '#/components/ui/data-table.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import './crud-screen.css';

/** Which dialog of a list screen is open: the form (a row, or null for a new one) or the delete question. */
export type CrudDialog<T> = { kind: 'none' } | { kind: 'form'; item: T | null } | { kind: 'delete'; item: T };

export function useCrudDialog<T>() {
  const [dialog, setDialog] = useState<CrudDialog<T>>({ kind: 'none' });
  return {
    dialog,
    close: () => setDialog({ kind: 'none' }),
    /** A write from the form succeeded: the form closes and the message is toasted (every write ends in a toast). */
    saved: (message: string) => {
      setDialog({ kind: 'none' });
      showToast(message, 'success');
    },
    openForm: (item: T | null) => setDialog({ kind: 'form', item }),
    openDelete: (item: T) => setDialog({ kind: 'delete', item }),
    /** The row being edited (null for a new one), or undefined when no form is open. */
    editing: dialog.kind === 'form' ? dialog.item : undefined,
    deleting: dialog.kind === 'delete' ? dialog.item : null,
  };
}

/** One button of a row's Actions cell; `name` is its accessible name ("Edit Spam", "Delete Spam"). */
export interface RowAction {
  label: string;
  name: string;
  onPress: () => void;
  isPending?: boolean;
}

/** The Actions column: quiet small buttons on one line, never sorted; a display column, so it fits any table. */
export function actionsColumn<T extends RowData, V extends CellData = string>(
  actions: (row: T) => readonly RowAction[],
): DataColumn<T, V> {
  return {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="card__actions crud-actions">
        {actions(row.original).map((action) => (
          <Button
            key={action.label}
            variant="quiet"
            className="button--small"
            aria-label={action.name}
            isPending={action.isPending}
            onPress={action.onPress}
          >
            {action.label}
          </Button>
        ))}
      </span>
    ),
  };
}

/** What a list card needs of its query (a TanStack `useQuery` result fits). */
export interface ListQuery {
  isError: boolean;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListCardProps<T extends RowData> extends Omit<DataTableProps<T>, 'label' | 'isLoading'> {
  /** The table's accessible name; also the card's heading when `heading` is set. */
  label: string;
  query: ListQuery;
  /** Shown as the card's h2 (screens with several lists); otherwise the card is named by `label`. */
  heading?: string;
  intro?: ReactNode;
  /** Loading of other reads the rows need (e.g. the people a team lists). */
  isLoading?: boolean;
  /** Filters shown above the table. */
  children?: ReactNode;
  /** The count of rows shown above the table once they are read. */
  summary?: ReactNode;
  /** Shown under the table (the pager). */
  footer?: ReactNode;
}

/** A card with one data table, its spinner and empty text, or the read's error and a Retry button. */
export function ListCard<T extends RowData>({
  label,
  query,
  heading,
  intro,
  isLoading,
  children,
  summary,
  footer,
  ...table
}: ListCardProps<T>) {
  const headingId = heading ? `list-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : undefined;
  return (
    <section className="card" aria-label={heading ? undefined : `${label} list`} aria-labelledby={headingId}>
      {heading && (
        <h2 id={headingId} className="card__title">
          {heading}
        </h2>
      )}
      {intro && <p className="form__intro">{intro}</p>}
      {children}
      {query.isError ? (
        <div className="card__actions" role="alert">
          <span>{readFormError(query.error).join(' ')}</span>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          {summary}
          <DataTable label={label} isLoading={query.isPending || isLoading} {...table} />
          {footer}
        </>
      )}
    </section>
  );
}

export interface DeleteQuestion<T> {
  item: T | null;
  onCancel: () => void;
  onConfirm: (item: T) => void;
  isPending: boolean;
  /** What deleting this row does, in the user's words. */
  describe: (item: T) => ReactNode;
  confirmLabel?: string;
}

export interface CrudScreenProps<T extends RowData> {
  title: string;
  description: ReactNode;
  /** The "New …" button's text, or null when the user may not create (or a form is open). */
  newLabel: string | null;
  onNew: () => void;
  /** An inline form shown between the header and the list (rules, reports). */
  editor?: ReactNode;
  list: ListCardProps<T>;
  deletion?: DeleteQuestion<T>;
  /** The screen's modals and further cards. */
  children?: ReactNode;
}

export function CrudScreen<T extends RowData>({
  title,
  description,
  newLabel,
  onNew,
  editor,
  list,
  deletion,
  children,
}: CrudScreenProps<T>) {
  const target = deletion?.item ?? null;
  return (
    <div className="stack crud-screen">
      <PageHeader
        title={title}
        description={description}
        actions={newLabel !== null && <Button onPress={onNew}>{newLabel}</Button>}
      />
      {editor}
      <ListCard {...list} />
      {children}
      {deletion && (
        <ConfirmationModal
          isOpen={target !== null}
          onCancel={deletion.onCancel}
          onConfirm={() => target !== null && deletion.onConfirm(target)}
          isPending={deletion.isPending}
          confirmLabel={deletion.confirmLabel ?? 'Delete'}
        >
          {target !== null && deletion.describe(target)}
        </ConfirmationModal>
      )}
    </div>
  );
}
