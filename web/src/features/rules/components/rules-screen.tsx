/**
 * Rules (admin; spec 01 §6 admin and system admin; spec 02 §3, §7): the profile's rules as a
 * table, created and edited in a form above it, deleted after a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { actionsColumn, CrudScreen, useCrudDialog } from '#/components/crud/crud-screen.tsx';
import type { DataColumn } from '#/components/ui/data-table.tsx';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { type Rule, ruleQueries, useDeleteRule } from '../api/rules.ts';
import { RULE_TYPE_NAMES, STATUS_TYPE_NAMES } from '../utils/rule-fields.ts';
import { RuleForm } from './rule-form.tsx';
import '../rules.css';

const ruleColumns = (onEdit: (r: Rule) => void, onDelete: (r: Rule) => void): DataColumn<Rule, string>[] => [
  { id: 'name', header: 'Name', accessorFn: (r) => r.name },
  { id: 'action', header: 'Action', accessorFn: (r) => RULE_TYPE_NAMES[r.ruleType] },
  { id: 'target', header: 'Applies to', accessorFn: (r) => STATUS_TYPE_NAMES[r.statusType] },
  { id: 'query', header: 'Query', accessorFn: (r) => r.query || '-' },
  { id: 'exclude', header: 'Exclude query', accessorFn: (r) => r.excludeQuery || '-' },
  actionsColumn((r) => [
    { label: 'Edit', name: `Edit ${r.name}`, onPress: () => onEdit(r) },
    { label: 'Delete', name: `Delete ${r.name}`, onPress: () => onDelete(r) },
  ]),
];

export function RulesScreen() {
  const rules = useQuery(ruleQueries.list());
  const remove = useDeleteRule();
  const crud = useCrudDialog<Rule>();

  return (
    <CrudScreen
      title="Rules"
      description="Rules act on new posts for you: hide or delete spam, label, assign or mark as spam what matches a query."
      newLabel={crud.editing === undefined ? 'New rule' : null}
      onNew={() => crud.openForm(null)}
      editor={
        crud.editing !== undefined && (
          <RuleForm
            key={crud.editing?.id ?? 'new'}
            rule={crud.editing}
            onDone={crud.saved}
            onCancel={crud.close}
          />
        )
      }
      list={{
        label: 'Rules',
        query: rules,
        columns: ruleColumns(crud.openForm, crud.openDelete),
        data: rules.data?.data ?? [],
        getRowId: (r) => String(r.id),
        emptyText: 'No rules yet. A rule hides, labels or assigns matching posts as they arrive.',
      }}
      deletion={{
        item: crud.deleting,
        onCancel: crud.close,
        onConfirm: (rule) => remove.mutate(rule.id, toastOutcome(`Rule '${rule.name}' deleted.`, crud.close)),
        isPending: remove.isPending,
        describe: (rule) => <p>The rule "{rule.name}" will stop acting on new posts.</p>,
      }}
    />
  );
}
