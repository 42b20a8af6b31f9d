/**
 * Create a label: its name (spec 01 §5 'Please enter a label name.', checked with the contract's
 * schema before sending; the server's 'Label name already exists.') and its category.
 */
import { labelBodySchema } from '@sl/api-contract/schemas/configuration';
import { type FormEvent, useState } from 'react';
import { NameField } from '#/components/crud/name-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
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
    <Modal title="New label" isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="medium">
      <Form onSubmit={handleSubmit} aria-label="New label">
        <FormAlert messages={create.isError ? readFormError(create.error) : []} />
        <NameField schema={labelBodySchema.shape.name} value={name} onChange={setName} />
        <TextField
          name="category"
          label="Category"
          description="Groups labels in the inbox's label picker; general when left empty."
          value={category}
          onChange={setCategory}
        />
        <div className="card__actions">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isPending={create.isPending}>
            Create label
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
