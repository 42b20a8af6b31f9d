/**
 * Add or change one sentiment exclude term (spec 01 §2 account settings "sentiment (exclude
 * terms)": term, replacement or none, languages, networks). Field errors from the server read
 * '{Field name} {first error}' (spec 01 §5) through readFormError.
 */

import { snakifyKeys } from '@sl/api-contract/client/case';
import { LANGUAGES } from '@sl/api-contract/lookups';
import { NETWORKS, type NetworkKey } from '@sl/api-contract/schemas/common';
import { sentimentExcludeWordFormSchema } from '@sl/api-contract/schemas/sentiment-exclude-words';
import type { FormEvent } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
import { RadioGroup } from '#/components/ui/radio-group.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { useFormFields } from '#/lib/use-form-fields.ts';
import {
  type ExcludeTerm,
  useCreateExcludeTerm,
  useUpdateExcludeTerm,
} from '../api/sentiment-exclude-words.ts';
import { ALL_LANGUAGES, ALL_NETWORKS, selectedCountLabel } from '../utils/describe-exclude-term.ts';
import { type ExcludeMode, type ExcludeTermFields, toExcludeTermInput } from '../utils/exclude-term-input.ts';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ id: l.code, name: l.name }));
const NETWORK_OPTIONS = NETWORKS.map((n) => ({ id: n.key, name: n.name }));
const MODES: { value: ExcludeMode; label: string }[] = [
  { value: 'remove', label: 'Remove the term' },
  { value: 'replace', label: 'Replace with' },
];

const fieldsOf = (term: ExcludeTerm | null): ExcludeTermFields => ({
  term: term?.textToExclude ?? '',
  mode: term?.replaceWith ? 'replace' : 'remove',
  replacement: term?.replaceWith ?? '',
  languages: term?.languages ?? [],
  networks: term?.socialTypes ?? [],
});

export interface ExcludeTermFormProps {
  /** The term being changed; null adds a new one. */
  term: ExcludeTerm | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function ExcludeTermForm({ term, onDone, onCancel }: ExcludeTermFormProps) {
  const create = useCreateExcludeTerm();
  const update = useUpdateExcludeTerm();
  const mutation = term ? update : create;
  const { fields, errors, set, check } = useFormFields(
    () => fieldsOf(term),
    sentimentExcludeWordFormSchema,
    (f) => snakifyKeys(toExcludeTermInput(f)),
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check()) return;
    const body = toExcludeTermInput(fields);
    const done = () => onDone(term ? `'${body.textToExclude}' updated.` : `'${body.textToExclude}' added.`);
    if (term) update.mutate({ id: term.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  }

  const heading = term ? 'Edit term' : 'Add a term';
  return (
    <Form onSubmit={handleSubmit} validationErrors={errors} aria-label={heading} className="card">
      <h2 className="card__title">{heading}</h2>
      {mutation.isError && <FormAlert messages={readFormError(mutation.error)} />}
      <TextField
        name="textToExclude"
        label="Term"
        description="A word or phrase that should not count towards a post's sentiment."
        value={fields.term}
        onChange={set('term')}
        autoFocus
      />
      <RadioGroup
        label="When a post contains it"
        options={MODES}
        value={fields.mode}
        onChange={set('mode')}
      />
      {fields.mode === 'replace' && (
        <TextField
          name="replaceWith"
          label="Replacement"
          description="Scored in place of the term."
          value={fields.replacement}
          onChange={set('replacement')}
        />
      )}
      <div className="form__row">
        <MultiSelect
          label="Languages"
          options={LANGUAGE_OPTIONS}
          value={fields.languages}
          onChange={set('languages')}
          summary={(n) => selectedCountLabel(n, ALL_LANGUAGES)}
          isSearchable
        />
        <MultiSelect
          label="Networks"
          options={NETWORK_OPTIONS}
          value={fields.networks}
          // The options are the NETWORKS keys, so every chosen id is one.
          onChange={(keys) => set('networks')(keys as NetworkKey[])}
          summary={(n) => selectedCountLabel(n, ALL_NETWORKS)}
          renderOption={(option) => (
            <>
              <NetworkIcon network={option.id} />
              {option.name}
            </>
          )}
        />
      </div>
      <div className="card__actions">
        <Button type="submit" isPending={mutation.isPending}>
          {term ? 'Save' : 'Add term'}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
