/**
 * The inline form of a list screen (channels, rules, reports): a card above the list with its
 * heading, the server's message on a failed save (spec 01 §8), the fields, and Cancel / Save.
 * The card holds the values and judges them with the contract schema on submit (the form recipe,
 * web/README.md "Add a form"), so the spec 01 §5 messages show before any round trip; a form
 * states only its fields, its body and what a save does.
 */
import type { FormEvent } from 'react';
import type { z } from 'zod';
import { Form, FormActions } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { useEditedFields } from '#/lib/use-edited-fields.ts';
import { useFormFields } from '#/lib/use-form-fields.ts';
import { bindFields, type EditorField, EditorFields } from './editor-fields.tsx';

export interface EditorCardProps<F extends object> {
  heading: string;
  /** 'Create' for a new row, 'Save' for an edit, or the form's own verb ('Add webhook'). */
  submitLabel: string;
  /** The feature's class beside `card`, for its layout. */
  className?: string;
  /** The values the card opens with. */
  initial: F | (() => F);
  /** The contract schema that judges the body (snake_case, as on the wire). */
  schema: z.ZodType;
  /** The wire body the values make, for the schema. */
  toWireBody: (values: F) => unknown;
  /**
   * The fields in the order they draw; `false` leaves one out. A function of the values draws a
   * field only while another asks for it (a replacement only when replacing).
   */
  fields: readonly (EditorField<F> | false)[] | ((values: F) => readonly (EditorField<F> | false)[]);
  /** Sends the save; called only once the schema finds no fault. */
  onSave: (values: F) => void;
  /** The save's mutation: pending while it runs, its error when it failed. */
  save: { isPending: boolean; isError: boolean; error: unknown };
  onCancel: () => void;
}

export function EditorCard<F extends object>({
  heading,
  submitLabel,
  className,
  initial,
  schema,
  toWireBody,
  fields,
  onSave,
  save,
  onCancel,
}: EditorCardProps<F>) {
  const { fields: values, errors, set, check } = useFormFields(initial, schema, toWireBody);
  const edits = useEditedFields(errors);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    edits.reset();
    if (!check()) return;
    onSave(values);
  }

  return (
    <Form
      onSubmit={handleSubmit}
      validationErrors={edits.visible}
      // The contract schema judges every submit (useFormFields); a message left from the last one
      // must not make the browser refuse the next submit.
      validationBehavior="aria"
      aria-label={heading}
      className={className ? `card ${className}` : 'card'}
    >
      <h2 className="card__title">{heading}</h2>
      {save.isError ? <FormAlert messages={readFormError(save.error)} /> : null}
      <EditorFields
        fields={typeof fields === 'function' ? fields(values) : fields}
        binding={bindFields(values, set, edits.edit)}
      />
      <FormActions onCancel={onCancel} submitLabel={submitLabel} isPending={save.isPending} />
    </Form>
  );
}
