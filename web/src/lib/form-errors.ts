/**
 * The form recipe's middle step (issue 10 item 7; web/README.md "Add a form"): a contract schema
 * judges the body the form would send, and its issues become react-aria `validationErrors`, one
 * message per field in the spec's words (spec 01 §5), keyed by the field's name. Issue paths are
 * wire (snake_case) names; a field is named after the camelCase of the path's last segment, so
 * `account.first_name` shows on the field named `firstName`.
 */
import { toCamel } from '@sl/api-contract/client/case';
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';

/** A contract schema, classic zod or zod/mini (the login form's rules, decision record 013). */
type Schema = z.ZodType | ZodMiniType;

export type FieldErrors = Record<string, string>;

export function fieldErrors(schema: Schema, wireBody: unknown): FieldErrors {
  const result = schema.safeParse(wireBody);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const last = issue.path.findLast((segment) => typeof segment === 'string');
    const field = typeof last === 'string' ? toCamel(last) : '';
    // The first message of a field is the one shown (spec 01 §5 '{Field name} {first error}').
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The same recipe for a rule that stands alone on one field: a react-aria `validate` function
 * from the contract's schema of that field (e.g. `signInFormSchema.shape.email`), first message or
 * null. Forms read with FormData on submit use this; rules across fields use useFormFields.
 */
export const fieldRule =
  (schema: Schema) =>
  (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  };
