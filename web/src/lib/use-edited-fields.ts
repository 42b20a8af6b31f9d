/**
 * Drops a field's message once the user edits the field, until the next submit judges it again.
 * react-aria keeps a field invalid while the form's `validationErrors` name it, and an invalid
 * field stops the form from submitting: without this, a corrected field could not be sent.
 */
import { useState } from 'react';
import type { FieldErrors } from './form-errors.ts';

export function useEditedFields(errors: FieldErrors) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  return {
    /** The messages of the fields not edited since the last submit. */
    visible: Object.fromEntries(Object.entries(errors).filter(([field]) => !edited.has(field))),
    /** Wraps a field's setter so editing the field hides its message. */
    edit:
      <V>(field: string, set: (value: V) => void) =>
      (value: V) => {
        setEdited((s) => (s.has(field) ? s : new Set(s).add(field)));
        set(value);
      },
    /** Call on submit: every message the new check finds is shown again. */
    reset: () => setEdited(new Set()),
  };
}
