/**
 * spec 02 §3, §7 dashboard templates: pick one (its time, unit, contexts, widgets and their
 * config), save the view on screen as a new one, rename the one in use.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Select } from '#/components/ui/select.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import '../shared-links.css';
import type { TemplateBody } from '../api/dashboard-templates.ts';
import type { DashboardTemplate } from '../utils/dashboard-template.ts';
import type { Naming } from './template-name-modal.tsx';

// The naming form loads when it is opened (template-name-modal.tsx).
const NameModal = lazy(async () => ({ default: (await import('./template-name-modal.tsx')).NameModal }));
const NONE = 'none';

export interface TemplateControlsProps {
  templates: readonly DashboardTemplate[];
  current: DashboardTemplate | null;
  canEdit: boolean;
  onPick: (template: DashboardTemplate | null) => void;
  /** The body that saves the view on screen, given a name; null when the view cannot be a template. */
  bodyFor: (name: string) => TemplateBody | null;
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
        <Suspense fallback={<Spinner label="Opening the template form…" />}>
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
        </Suspense>
      ) : null}
    </div>
  );
}
