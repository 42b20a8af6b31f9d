/**
 * Rules (admin; spec 01 §6 admin and system admin; spec 02 §3, §7): the profile's rules as a
 * table, created and edited in a form above it, deleted after a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { type DataColumn, DataTable } from '#/components/ui/data-table.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { type Rule, ruleQueries, useDeleteRule } from '../api/rules.ts';
import { RULE_TYPE_NAMES, STATUS_TYPE_NAMES } from '../utils/rule-fields.ts';
import { RuleForm } from './rule-form.tsx';
import '../rules.css';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; rule: Rule };

export function RulesScreen() {
  const rules = useQuery(ruleQueries.list());
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<Rule | null>(null);

  const columns = useMemo<DataColumn<Rule, string>[]>(
    () => [
      { id: 'name', header: 'Name', accessorFn: (r) => r.name },
      { id: 'action', header: 'Action', accessorFn: (r) => RULE_TYPE_NAMES[r.ruleType] },
      { id: 'target', header: 'Applies to', accessorFn: (r) => STATUS_TYPE_NAMES[r.statusType] },
      { id: 'query', header: 'Query', accessorFn: (r) => r.query || '-' },
      { id: 'exclude', header: 'Exclude query', accessorFn: (r) => r.excludeQuery || '-' },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: (info) => {
          const r = info.row.original;
          return (
            <span className="rules-actions">
              <Button
                variant="quiet"
                aria-label={`Edit ${r.name}`}
                onPress={() => setEditing({ kind: 'edit', rule: r })}
              >
                Edit
              </Button>
              <Button variant="quiet" aria-label={`Delete ${r.name}`} onPress={() => setDeleting(r)}>
                Delete
              </Button>
            </span>
          );
        },
      },
    ],
    [],
  );

  function confirmDelete() {
    if (!deleting) return;
    const { name } = deleting;
    remove.mutate(
      deleting.id,
      toastOutcome(`Rule '${name}' deleted.`, () => setDeleting(null)),
    );
  }

  return (
    <div className="rules-screen">
      <PageHeader
        title="Rules"
        description="Rules act on new posts for you: hide or delete spam, label, assign or mark as spam what matches a query."
        actions={
          editing.kind === 'none' ? (
            <Button onPress={() => setEditing({ kind: 'new' })}>New rule</Button>
          ) : null
        }
      />
      {editing.kind !== 'none' && (
        <RuleForm
          key={editing.kind === 'edit' ? editing.rule.id : 'new'}
          rule={editing.kind === 'edit' ? editing.rule : null}
          onDone={(message) => {
            setEditing({ kind: 'none' });
            showToast(message, 'success');
          }}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      <section className="card" aria-label="Rules list">
        {rules.isError ? (
          <div role="alert">
            <p>{readFormError(rules.error).join(' ')}</p>
            <Button variant="secondary" onPress={() => rules.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <DataTable
            label="Rules"
            columns={columns}
            data={rules.data?.data ?? []}
            getRowId={(r) => String(r.id)}
            isLoading={rules.isPending}
            emptyText="No rules yet. A rule hides, labels or assigns matching posts as they arrive."
          />
        )}
      </section>
      <ConfirmationModal
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      >
        <p>The rule "{deleting?.name}" will stop acting on new posts.</p>
      </ConfirmationModal>
    </div>
  );
}
