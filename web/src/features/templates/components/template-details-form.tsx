/**
 * spec 02 §2 templates modal column 3: Name, Message with 'Copy text', 'Template visible for'
 * (the shared visibility selector), the networks and language selectors ('{n} selected', spec 02
 * §9). Controlled: the modal owns the working copy and judges it on save (spec 02 §5).
 */
import { LANGUAGES } from '@sl/api-contract/lookups';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { VisibilitySelector } from '#/components/ui/visibility-selector.tsx';
import type { FieldErrors } from '#/lib/form-errors.ts';
import {
  CATEGORIES,
  CATEGORY_INFO,
  selectedLabel,
  type TemplateCategory,
  type TemplateDraft,
} from '../utils/template-draft.ts';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ id: l.code, name: l.name }));
const NETWORK_OPTIONS = CATEGORIES.map((key) => ({ id: key, name: CATEGORY_INFO[key].label }));

export interface TemplateDetailsFormProps {
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
  errors: FieldErrors;
  onCopy: () => void;
  onSubmit: () => void;
  teams: readonly { id: number; name: string }[];
  isTeamsLoading: boolean;
  userId: number;
  businessProfileId: number;
  isReadOnly: boolean;
}

export function TemplateDetailsForm({ draft, onChange, errors, ...props }: TemplateDetailsFormProps) {
  const set =
    <K extends keyof TemplateDraft>(key: K) =>
    (value: TemplateDraft[K]) =>
      onChange({ ...draft, [key]: value });
  const visibilityError = errors.entityIds ?? errors.entityType;
  return (
    <Form
      className="templates__details"
      aria-label="Template details"
      validationErrors={errors}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <TextField
        name="name"
        label="Name"
        value={draft.name}
        onChange={set('name')}
        isReadOnly={props.isReadOnly}
      />
      <TextAreaField
        name="message"
        label="Message"
        rows={5}
        value={draft.message}
        onChange={set('message')}
        isReadOnly={props.isReadOnly}
      />
      <div>
        <Button variant="secondary" onPress={props.onCopy} isDisabled={!draft.message}>
          Copy text
        </Button>
      </div>
      <VisibilitySelector
        label="Template visible for"
        value={{ entityType: draft.entityType, entityIds: draft.entityIds }}
        onChange={(v) => onChange({ ...draft, entityType: v.entityType, entityIds: v.entityIds })}
        teams={props.teams}
        isTeamsLoading={props.isTeamsLoading}
        userId={props.userId}
        businessProfileId={props.businessProfileId}
      />
      {visibilityError && (
        <p className="field__error templates__visibility-error" role="alert">
          {visibilityError}
        </p>
      )}
      <div className="form__row">
        <MultiSelect
          label="Networks"
          options={NETWORK_OPTIONS}
          value={draft.categories}
          // The options are the template category keys, so every chosen id is one.
          onChange={(keys) => set('categories')(keys as TemplateCategory[])}
          summary={selectedLabel}
          isDisabled={props.isReadOnly}
          renderOption={(option) => (
            <>
              <NetworkIcon network={CATEGORY_INFO[option.id as TemplateCategory].network} />
              {option.name}
            </>
          )}
        />
        <MultiSelect
          label="Language"
          options={LANGUAGE_OPTIONS}
          value={draft.languages}
          onChange={set('languages')}
          summary={selectedLabel}
          isSearchable
          isDisabled={props.isReadOnly}
        />
      </div>
    </Form>
  );
}
