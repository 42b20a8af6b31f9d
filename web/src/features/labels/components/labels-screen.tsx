/**
 * Labels in settings (issue 14: "managed from the inbox and listed in settings (name, category,
 * type)"; spec 02 §3 label: name, category, label_type, context_type). Everyone who opens
 * Settings may label feed items, so everyone here may create a label; the contract has no call
 * to rename or delete one, so the screen offers none.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CrudScreen } from '#/components/crud/crud-screen.tsx';
import type { DataColumn } from '#/components/ui/data-table.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { type Label, labelQueries } from '../api/labels.ts';
import { LabelFormModal } from './label-form-modal.tsx';

const SCOPE_NAMES: Record<Label['contextType'], string> = {
  business_profile: 'Whole profile',
  team: 'A team',
  account: 'One person',
};

const capitalised = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : '-');

const columns: DataColumn<Label, string>[] = [
  { id: 'name', header: 'Name', accessorFn: (l) => l.name },
  { id: 'category', header: 'Category', accessorFn: (l) => capitalised(l.category) },
  { id: 'type', header: 'Type', accessorFn: (l) => capitalised(l.labelType) },
  { id: 'scope', header: 'Shared with', accessorFn: (l) => SCOPE_NAMES[l.contextType] },
];

export function LabelsScreen() {
  const labels = useQuery(labelQueries.list());
  const [creating, setCreating] = useState(false);
  // A new key each opening starts the form empty.
  const [formKey, setFormKey] = useState(0);

  return (
    <CrudScreen
      title="Labels"
      description="Labels mark feed items in the inbox; rules can add them to new posts."
      newLabel="New label"
      onNew={() => {
        setFormKey((k) => k + 1);
        setCreating(true);
      }}
      list={{
        label: 'Labels',
        query: labels,
        columns,
        data: labels.data ?? [],
        getRowId: (l) => String(l.id),
        emptyText: 'No labels yet. Create one here or from an item in the inbox.',
      }}
    >
      <LabelFormModal
        key={formKey}
        isOpen={creating}
        onClose={() => setCreating(false)}
        onSaved={(label) => {
          setCreating(false);
          showToast(`Label ${label.name} created.`, 'success');
        }}
      />
    </CrudScreen>
  );
}
