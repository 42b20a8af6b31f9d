/**
 * spec 02 §3, §7 dashboard templates: pick one (its time, unit, contexts, widgets and their
 * config), save the view on screen as a new one, rename the one in use.
 */
import { dashboardTemplateCreateBodySchema } from '@sl/api-contract/schemas/dashboard-config';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { fieldRule } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import '../shared-links.css';
import { type TemplateBody, useCreateTemplate, useUpdateTemplate } from '../api/dashboard-templates.ts';
import type { DashboardTemplate } from '../utils/dashboard-template.ts';

const validateName = fieldRule(dashboardTemplateCreateBodySchema.shape.name);
const NONE = 'none';

export interface TemplateControlsProps {
  templates: readonly DashboardTemplate[];
  current: DashboardTemplate | null;
  canEdit: boolean;
  onPick: (template: DashboardTemplate | null) => void;
  /** The body that saves the view on screen, given a name; null when the view cannot be a template. */
  bodyFor: (name: string) => TemplateBody | null;
}

type Naming = { kind: 'save' } | { kind: 'rename'; template: DashboardTemplate };

function NameModal({
  naming,
  bodyFor,
  onClose,
  onSaved,
}: {
  naming: Naming;
  bodyFor: TemplateControlsProps['bodyFor'];
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

export function TemplateControls({ templates, current, canEdit, onPick, bodyFor }: TemplateControlsProps) {
  const [naming, setNaming] = useState<Naming | null>(null);
  return (
    <div className="template-controls">
      <Select
        label="Template"
        options={[
          { value: NONE, label: 'Every widget' },
          ...templates.map((t) => ({ value: String(t.id), label: t.name })),
        ]}
        value={current ? String(current.id) : NONE}
        onChange={(value) => onPick(templates.find((t) => String(t.id) === value) ?? null)}
      />
      {canEdit ? (
        <div className="template-controls__actions">
          <Button variant="secondary" onPress={() => setNaming({ kind: 'save' })}>
            Save as template
          </Button>
          {current ? (
            <Button variant="secondary" onPress={() => setNaming({ kind: 'rename', template: current })}>
              Rename template
            </Button>
          ) : null}
        </div>
      ) : null}
      {naming ? (
        <NameModal
          naming={naming}
          bodyFor={bodyFor}
          onClose={() => setNaming(null)}
          onSaved={(template) => {
            setNaming(null);
            showToast(
              naming.kind === 'save' ? `Saved as “${template.name}”.` : 'Template renamed.',
              'success',
            );
            if (naming.kind === 'save') onPick(template);
          }}
        />
      ) : null}
    </div>
  );
}
