/**
 * The inline form of a list screen (rules, reports): a card above the list with its heading, the
 * server's message on a failed save (spec 01 §8), the fields, and Cancel / Save.
 */
import type { FormEvent, ReactNode } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { readFormError } from '#/lib/read-form-error.ts';

export interface EditorCardProps {
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The messages of the fields, by field name, from the last submit. */
  validationErrors: Record<string, string | string[]>;
  /** The failed save's error, if the last one failed. */
  saveError: unknown;
  isPending: boolean;
  /** 'Create' for a new row, 'Save' for an edit. */
  submitLabel: string;
  className: string;
  children: ReactNode;
}

export function EditorCard({
  heading,
  onSubmit,
  onCancel,
  validationErrors,
  saveError,
  isPending,
  submitLabel,
  className,
  children,
}: EditorCardProps) {
  return (
    <Form
      onSubmit={onSubmit}
      validationErrors={validationErrors}
      // The contract schema judges every submit (useFormFields); a message left from the last one
      // must not make the browser refuse the next submit.
      validationBehavior="aria"
      aria-label={heading}
      className={`card ${className}`}
    >
      <h2 className="card__title">{heading}</h2>
      {saveError ? <FormAlert messages={readFormError(saveError)} /> : null}
      {children}
      <div className="card__actions">
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
