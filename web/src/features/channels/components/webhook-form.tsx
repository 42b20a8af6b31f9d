/**
 * Add a webhook (issue 14; our extension of spec 02 §7's GET /webhooks): only the integration's
 * name is asked, the server makes the uuid the URL is built from. The contract schema judges the
 * name before it is sent (spec 01 §5 'Should not be empty!', 'Wrong format!'); the server's
 * 'Integration name already exists.' shows above the field.
 */
import { webhookBodySchema } from '@sl/api-contract/schemas/configuration';
import type { FormEvent } from 'react';
import { EditorCard } from '#/components/crud/editor-card.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { useEditedFields } from '#/lib/use-edited-fields.ts';
import { useFormFields } from '#/lib/use-form-fields.ts';
import { useCreateWebhook, type Webhook } from '../api/channels.ts';

export interface WebhookFormProps {
  onDone: (webhook: Webhook) => void;
  onCancel: () => void;
}

export function WebhookForm({ onDone, onCancel }: WebhookFormProps) {
  const create = useCreateWebhook();
  const { fields, errors, set, check } = useFormFields({ integrationName: '' }, webhookBodySchema, (f) => ({
    integration_name: f.integrationName,
  }));
  const edits = useEditedFields(errors);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    edits.reset();
    if (!check()) return;
    create.mutate({ integrationName: fields.integrationName.trim() }, { onSuccess: onDone });
  }

  return (
    <EditorCard
      heading="New webhook"
      onSubmit={handleSubmit}
      onCancel={onCancel}
      validationErrors={edits.visible}
      saveError={create.isError ? create.error : null}
      isPending={create.isPending}
      submitLabel="Add webhook"
      className="channels__form"
    >
      <TextField
        name="integrationName"
        label="Integration name"
        description="The help desk or tool that will call the URL, e.g. zendesk. Letters, digits, spaces, dots, dashes and underscores; it becomes part of the URL."
        value={fields.integrationName}
        onChange={edits.edit('integrationName', set('integrationName'))}
        autoFocus
      />
    </EditorCard>
  );
}
