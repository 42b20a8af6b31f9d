/**
 * Create a label: its name (spec 01 §5 'Please enter a label name.', checked with the contract's
 * schema before sending; the server's 'Label name already exists.') and its category.
 */
import { labelBodySchema } from '@sl/api-contract/schemas/configuration';
import { type FormEvent, useState } from 'react';
import { FormModal } from '#/components/crud/form-modal.tsx';
import { NameField } from '#/components/crud/name-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { type Label, useCreateLabel } from '../api/labels.ts';

export interface LabelFormModalProps {
  isOpen: boolean;
  onClose: () => void;
  onSaved: (label: Label) => void;
}

export function LabelFormModal({ isOpen, onClose, onSaved }: LabelFormModalProps) {
  const create = useCreateLabel();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), category: category.trim() || 'general' },
      { onSuccess: (saved) => onSaved(saved) },
    );
  }

  return (
    <FormModal
      title="New label"
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={handleSubmit}
      save={create}
      submitLabel="Create label"
    >
      <NameField schema={labelBodySchema.shape.name} value={name} onChange={setName} />
      <TextField
        name="category"
        label="Category"
        description="Groups labels in the inbox's label picker; general when left empty."
        value={category}
        onChange={setCategory}
      />
    </FormModal>
  );
}
