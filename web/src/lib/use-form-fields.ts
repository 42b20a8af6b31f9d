/**
 * The field state of a controlled form validated on submit (issue 10 item 7, the form recipe):
 * values, one setter per field, and the contract schema's messages for the body the fields make,
 * shown through react-aria's `validationErrors` (lib/form-errors.ts).
 */
import { useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from './form-errors.ts';

export function useFormFields<F extends object>(
  initial: F | (() => F),
  /** The contract schema that judges the body (snake_case, as on the wire). */
  schema: z.ZodType,
  /** The wire body the fields make. */
  toWireBody: (fields: F) => unknown,
) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setFields((f) => ({ ...f, [key]: value }));
  /** Validates and shows the messages; true when the form may be sent. */
  const check = (): boolean => {
    const found = fieldErrors(schema, toWireBody(fields));
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { fields, errors, set, check };
}
