/**
 * The Name field of the small create/edit modals (labels, teams): required, focused when the modal
 * opens, and judged by the contract schema of the body's `name` so the message is the spec's
 * (spec 01 §5: 'Please enter a label name.', 'Should not be empty!').
 */
import { useMemo } from 'react';
import type { z } from 'zod';
import { TextField } from '#/components/ui/text-field.tsx';
import { fieldRule } from '#/lib/form-errors.ts';

export interface NameFieldProps {
  /** The contract schema of the body's name, e.g. `labelBodySchema.shape.name`. */
  schema: z.ZodType;
  value: string;
  onChange: (value: string) => void;
}

export function NameField({ schema, value, onChange }: NameFieldProps) {
  const validate = useMemo(() => fieldRule(schema), [schema]);
  return (
    <TextField
      name="name"
      label="Name"
      value={value}
      onChange={onChange}
      isRequired
      validate={validate}
      autoFocus
    />
  );
}
