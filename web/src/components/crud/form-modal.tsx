/**
 * The create/edit modal of a list screen (teams, topics, labels, users): the form in a medium
 * modal named after its title, a line of context, the messages above the fields (the server's
 * refusal, spec 01 §8, and any rule no field shows), the fields, and Cancel / submit. The alert
 * stays in the page while empty so a screen reader already knows it when a message arrives.
 */
import type { FormEvent, ReactNode } from 'react';
import { Form, FormActions } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { readFormError } from '#/lib/read-form-error.ts';

export interface FormModalProps {
  title: string;
  isOpen: boolean;
  /** Cancel, Escape and a click outside all close it. */
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The save's mutation: pending while it runs, its error when it failed. */
  save: { isPending: boolean; isError: boolean; error: unknown };
  /** The submit's verb: 'Save', 'Create team', 'Send invite'. */
  submitLabel: string;
  /** A line above the messages: who is edited, or what happens on submit. */
  intro?: string;
  /** Messages of the form's own that no field shows, before the server's. */
  messages?: readonly string[];
  /** The messages of the fields, by field name, from the last submit. */
  validationErrors?: Record<string, string>;
  children: ReactNode;
}

export function FormModal({
  title,
  isOpen,
  onClose,
  onSubmit,
  save,
  submitLabel,
  intro,
  messages = [],
  validationErrors,
  children,
}: FormModalProps) {
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="medium">
      <Form onSubmit={onSubmit} validationErrors={validationErrors} aria-label={title}>
        {intro ? <p className="form__intro">{intro}</p> : null}
        <FormAlert messages={[...messages, ...(save.isError ? readFormError(save.error) : [])]} />
        {children}
        <FormActions onCancel={onClose} submitLabel={submitLabel} isPending={save.isPending} />
      </Form>
    </Modal>
  );
}
