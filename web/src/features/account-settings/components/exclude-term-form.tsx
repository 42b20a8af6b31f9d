/**
 * Add or change one sentiment exclude term (spec 01 §2 account settings "sentiment (exclude
 * terms)": term, replacement or none, languages, networks). Field errors from the server read
 * '{Field name} {first error}' (spec 01 §5) through readFormError.
 */

import { snakifyKeys } from '@sl/api-contract/client/case';
import { LANGUAGES } from '@sl/api-contract/lookups';
import { NETWORKS } from '@sl/api-contract/schemas/common';
import { sentimentExcludeWordFormSchema } from '@sl/api-contract/schemas/sentiment-exclude-words';
import { EditorCard } from '#/components/crud/editor-card.tsx';
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
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
  textToExclude: term?.textToExclude ?? '',
  mode: term?.replaceWith ? 'replace' : 'remove',
  replaceWith: term?.replaceWith ?? '',
  languages: term?.languages ?? [],
  networks: term?.socialTypes ?? [],
});

const languagesLabel = (n: number) => selectedCountLabel(n, ALL_LANGUAGES);
const networksLabel = (n: number) => selectedCountLabel(n, ALL_NETWORKS);
const networkOption = (option: { id: string; name: string }) => (
  <>
    <NetworkIcon network={option.id} />
    {option.name}
  </>
);

export interface ExcludeTermFormProps {
  /** The term being changed; null adds a new one. */
  term: ExcludeTerm | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function ExcludeTermForm({ term, onDone, onCancel }: ExcludeTermFormProps) {
  const create = useCreateExcludeTerm();
  const update = useUpdateExcludeTerm();

  function save(fields: ExcludeTermFields) {
    const body = toExcludeTermInput(fields);
    const done = () => onDone(term ? `'${body.textToExclude}' updated.` : `'${body.textToExclude}' added.`);
    if (term) update.mutate({ id: term.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  }

  return (
    <EditorCard<ExcludeTermFields>
      heading={term ? 'Edit term' : 'Add a term'}
      submitLabel={term ? 'Save' : 'Add term'}
      initial={() => fieldsOf(term)}
      schema={sentimentExcludeWordFormSchema}
      toWireBody={(f) => snakifyKeys(toExcludeTermInput(f))}
      fields={(values) => [
        {
          kind: 'text',
          key: 'textToExclude',
          label: 'Term',
          description: "A word or phrase that should not count towards a post's sentiment.",
          autoFocus: true,
        },
        { kind: 'radio', key: 'mode', label: 'When a post contains it', options: MODES },
        values.mode === 'replace' && {
          kind: 'text',
          key: 'replaceWith',
          label: 'Replacement',
          description: 'Scored in place of the term.',
        },
        {
          kind: 'row',
          fields: [
            {
              kind: 'multi-select',
              key: 'languages',
              label: 'Languages',
              options: LANGUAGE_OPTIONS,
              summary: languagesLabel,
              isSearchable: true,
            },
            {
              // The options are the NETWORKS keys, so every chosen id is one.
              kind: 'multi-select',
              key: 'networks',
              label: 'Networks',
              options: NETWORK_OPTIONS,
              summary: networksLabel,
              renderOption: networkOption,
            },
          ],
        },
      ]}
      onSave={save}
      save={term ? update : create}
      onCancel={onCancel}
    />
  );
}
