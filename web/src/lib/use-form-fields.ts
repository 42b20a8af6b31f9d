/**
 * The field state of a form validated on submit: values, one setter per field, and the
 * validation messages shown through react-aria's `validationErrors`.
 */
import { useState } from 'react';

export function useFormFields<F extends object, E extends Partial<Record<keyof F, string>>>(
  initial: F | (() => F),
  validate: (fields: F) => E,
) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Partial<E>>({});
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setFields((f) => ({ ...f, [key]: value }));
  /** Validates and shows the messages; true when the form may be sent. */
  const check = (): boolean => {
    const found = validate(fields);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  return { fields, errors, set, check };
}
