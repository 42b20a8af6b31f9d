/**
 * Add a webhook (issue 14; our extension of spec 02 §7's GET /webhooks): only the integration's
 * name is asked, the server makes the uuid the URL is built from. The contract schema judges the
 * name before it is sent (spec 01 §5 'Should not be empty!', 'Wrong format!'); the server's
 * 'Integration name already exists.' shows above the field.
 */
import { webhookBodySchema } from '@sl/api-contract/schemas/configuration';
import { EditorCard } from '#/components/crud/editor-card.tsx';
import { useCreateWebhook, type Webhook } from '../api/channels.ts';

export interface WebhookFormProps {
  onDone: (webhook: Webhook) => void;
  onCancel: () => void;
}

export function WebhookForm({ onDone, onCancel }: WebhookFormProps) {
  const create = useCreateWebhook();
  return (
    <EditorCard
      heading="New webhook"
      submitLabel="Add webhook"
      className="channels__form"
      initial={{ integrationName: '' }}
      schema={webhookBodySchema}
      toWireBody={(f) => ({ integration_name: f.integrationName })}
      fields={[
        {
          kind: 'text',
          key: 'integrationName',
          label: 'Integration name',
          description:
            'The help desk or tool that will call the URL, e.g. zendesk. Letters, digits, spaces, dots, dashes and underscores; it becomes part of the URL.',
          autoFocus: true,
        },
      ]}
      onSave={(f) => create.mutate({ integrationName: f.integrationName.trim() }, { onSuccess: onDone })}
      save={create}
      onCancel={onCancel}
    />
  );
}
