/**
 * spec 01 §2 /topics (system admin, not in prod): the business profile's custom topics, which the
 * dashboard's topics widget counts. Create, edit and delete (asked first), each ending in a toast.
 */
import { useQuery } from '@tanstack/react-query';
import { actionsColumn, CrudScreen, useCrudDialog } from '#/components/crud/crud-screen.tsx';
import type { DataColumn } from '#/components/ui/data-table.tsx';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { type Topic, topicQueries, useDeleteTopic } from '../api/topics.ts';
import { TopicFormModal } from './topic-form-modal.tsx';

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
  actionsColumn((t) => [
    { label: 'Edit', name: `Edit ${t.name}`, onPress: () => onEdit(t) },
    { label: 'Delete', name: `Delete ${t.name}`, onPress: () => onDelete(t) },
  ]),
];

export function TopicsScreen() {
  const topics = useQuery(topicQueries.list());
  const remove = useDeleteTopic();
  const crud = useCrudDialog<Topic>();

  return (
    <CrudScreen
      title="Topics"
      description="Custom topics group posts by the keywords they mention; the dashboard counts them."
      newLabel="New topic"
      onNew={() => crud.openForm(null)}
      list={{
        label: 'Topics',
        query: topics,
        columns: columns(crud.openForm, crud.openDelete),
        data: topics.data ?? [],
        getRowId: (t) => String(t.id),
        emptyText: 'No custom topics yet. Create one from the keywords your customers use.',
      }}
      deletion={{
        item: crud.deleting,
        onCancel: crud.close,
        onConfirm: (topic) =>
          remove.mutate(topic.id, toastOutcome(`Topic ${topic.name} deleted.`, crud.close)),
        isPending: remove.isPending,
        describe: (topic) => <p>Topic {topic.name} is deleted and no longer counted on the dashboard.</p>,
      }}
    >
      <TopicFormModal
        key={crud.editing === undefined ? 'closed' : (crud.editing?.id ?? 'new')}
        isOpen={crud.editing !== undefined}
        topic={crud.editing ?? null}
        onClose={crud.close}
        onSaved={(topic, created) =>
          crud.saved(created ? `Topic ${topic.name} created.` : `Topic ${topic.name} saved.`)
        }
      />
    </CrudScreen>
  );
}
