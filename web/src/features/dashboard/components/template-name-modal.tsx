/**
 * spec 02 §3, §7: the name of a new dashboard template or of the one in use. Its own module so the
 * form, its zod rule and the modal load when "Save as template" or "Rename template" is pressed,
 * not with the dashboard's first screen (decision record 013).
 */
import { dashboardTemplateCreateBodySchema } from '@sl/api-contract/schemas/dashboard-config';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { fieldRule } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { type TemplateBody, useCreateTemplate, useUpdateTemplate } from '../api/dashboard-templates.ts';
import type { DashboardTemplate } from '../utils/dashboard-template.ts';

const validateName = fieldRule(dashboardTemplateCreateBodySchema.shape.name);

export type Naming = { kind: 'save' } | { kind: 'rename'; template: DashboardTemplate };

export function NameModal({
  naming,
  bodyFor,
  onClose,
  onSaved,
}: {
  naming: Naming;
  bodyFor: (name: string) => TemplateBody | null;
  onClose: () => void;
  onSaved: (template: DashboardTemplate) => void;
}) {
  const [name, setName] = useState(naming.kind === 'rename' ? naming.template.name : '');
  const [refused, setRefused] = useState<string | null>(null);
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const mutation = naming.kind === 'save' ? create : update;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const done = { onSuccess: onSaved };
    if (naming.kind === 'rename') {
      update.mutate({ id: naming.template.id, body: { name } }, done);
      return;
    }
    const body = bodyFor(name);
    if (!body) {
      setRefused('A template keeps a time preset: choose one instead of a custom range to save this view.');
      return;
    }
    create.mutate(body, done);
  };
  const title = naming.kind === 'save' ? 'Save as template' : 'Rename template';
  return (
    <Modal title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      <Form onSubmit={onSubmit} aria-label={title} className="template-form">
        <FormAlert messages={refused ? [refused] : mutation.isError ? readFormError(mutation.error) : []} />
        <TextField
          label="Template name"
          name="name"
          isRequired
          value={name}
          onChange={setName}
          validate={validateName}
        />
        <div className="shared-link-form__actions">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isPending={mutation.isPending}>
            Save
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
