/**
 * spec 01 §2 /topics (system admin, not in prod): the business profile's custom topics, which the
 * dashboard's topics widget counts. Create, edit and delete (asked first), each ending in a toast.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { type DataColumn, DataTable } from '#/components/ui/data-table.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { type Topic, topicQueries, useDeleteTopic } from '../api/topics.ts';
import { TopicFormModal } from './topic-form-modal.tsx';

type Dialog = { kind: 'none' } | { kind: 'form'; topic: Topic | null } | { kind: 'delete'; topic: Topic };

const columns = (
  onEdit: (t: Topic) => void,
  onDelete: (t: Topic) => void,
): DataColumn<Topic, string | number>[] => [
  { id: 'name', header: 'Name', accessorFn: (t) => t.name },
  { id: 'type', header: 'Type', accessorFn: (t) => (t.type === 'keyword' ? 'Keyword' : t.type) },
  { id: 'count', header: 'Keywords', accessorFn: (t) => t.keywords.length },
  {
    id: 'keywords',
    header: 'Words',
    enableSorting: false,
    accessorFn: (t) => (t.keywords.length ? t.keywords.join(', ') : '-'),
  },
  {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    accessorFn: () => '',
    cell: ({ row }) => (
      <span className="card__actions">
        <Button
          variant="quiet"
          className="button--small"
          aria-label={`Edit ${row.original.name}`}
          onPress={() => onEdit(row.original)}
        >
          Edit
        </Button>
        <Button
          variant="quiet"
          className="button--small"
          aria-label={`Delete ${row.original.name}`}
          onPress={() => onDelete(row.original)}
        >
          Delete
        </Button>
      </span>
    ),
  },
];

export function TopicsScreen() {
  const topics = useQuery(topicQueries.list());
  const remove = useDeleteTopic();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  function confirmDelete(topic: Topic) {
    remove.mutate(topic.id, toastOutcome(`Topic ${topic.name} deleted.`, close));
  }

  return (
    <div className="stack">
      <PageHeader
        title="Topics"
        description="Custom topics group posts by the keywords they mention; the dashboard counts them."
        actions={<Button onPress={() => setDialog({ kind: 'form', topic: null })}>New topic</Button>}
      />
      <section className="card" aria-label="Custom topics">
        {topics.isError ? (
          <div className="card__actions" role="alert">
            <span>{readFormError(topics.error).join(' ')}</span>
            <Button variant="secondary" onPress={() => void topics.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <DataTable
            label="Topics"
            columns={columns(
              (topic) => setDialog({ kind: 'form', topic }),
              (topic) => setDialog({ kind: 'delete', topic }),
            )}
            data={topics.data ?? []}
            getRowId={(t) => String(t.id)}
            isLoading={topics.isPending}
            emptyText="No custom topics yet. Create one from the keywords your customers use."
          />
        )}
      </section>
      <TopicFormModal
        key={dialog.kind === 'form' ? (dialog.topic?.id ?? 'new') : 'closed'}
        isOpen={dialog.kind === 'form'}
        topic={dialog.kind === 'form' ? dialog.topic : null}
        onClose={close}
        onSaved={(topic, created) => {
          close();
          showToast(created ? `Topic ${topic.name} created.` : `Topic ${topic.name} saved.`, 'success');
        }}
      />
      <ConfirmationModal
        isOpen={dialog.kind === 'delete'}
        onCancel={close}
        onConfirm={() => dialog.kind === 'delete' && confirmDelete(dialog.topic)}
        isPending={remove.isPending}
        confirmLabel="Delete"
      >
        {dialog.kind === 'delete' && (
          <p>Topic {dialog.topic.name} is deleted and no longer counted on the dashboard.</p>
        )}
      </ConfirmationModal>
    </div>
  );
}
