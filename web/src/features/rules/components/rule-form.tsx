/**
 * Create or edit a rule (spec 02 §3 Rule; spec 01 §5 'Rule name already exists.', 'Please select
 * an action', 'Please select a target'). The contract schema judges the body before it is sent,
 * so the messages are the spec's whether the browser or the server finds the fault.
 */
import { snakifyKeys } from '@sl/api-contract/client/case';
import { RULE_STATUS_TYPES, RULE_TYPES, ruleBodySchema } from '@sl/api-contract/schemas/configuration';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { EditorCard } from '#/components/crud/editor-card.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { RadioGroup } from '#/components/ui/radio-group.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { useEditedFields } from '#/lib/use-edited-fields.ts';
import { useFormFields } from '#/lib/use-form-fields.ts';
import { type Rule, ruleQueries, useSaveRule } from '../api/rules.ts';
import {
  fieldsOfRule,
  RULE_TYPE_NAMES,
  type RuleStatusType,
  type RuleType,
  STATUS_TYPE_NAMES,
  toRuleBody,
} from '../utils/rule-fields.ts';

const ACTIONS = RULE_TYPES.map((value) => ({ value, label: RULE_TYPE_NAMES[value] }));
const TARGETS = RULE_STATUS_TYPES.map((value) => ({ value, label: STATUS_TYPE_NAMES[value] }));
const chosen = (n: number) => (n === 0 ? 'None' : `${n} selected`);

export interface RuleFormProps {
  rule: Rule | null;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function RuleForm({ rule, onDone, onCancel }: RuleFormProps) {
  const save = useSaveRule();
  const streams = useQuery(ruleQueries.streams());
  const labels = useQuery(ruleQueries.labels());
  const { fields, errors, set, check } = useFormFields(
    () => fieldsOfRule(rule),
    ruleBodySchema,
    (f) => snakifyKeys(toRuleBody(f)),
  );
  const edits = useEditedFields(errors);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    edits.reset();
    if (!check()) return;
    const body = toRuleBody(fields);
    save.mutate(
      { id: rule?.id ?? null, body },
      {
        onSuccess: (saved) => onDone(rule ? `Rule '${saved.name}' saved.` : `Rule '${saved.name}' created.`),
      },
    );
  }

  const heading = rule ? `Edit ${rule.name}` : 'New rule';
  return (
    <EditorCard
      heading={heading}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      validationErrors={edits.visible}
      saveError={save.isError ? save.error : null}
      isPending={save.isPending}
      submitLabel={rule ? 'Save' : 'Create'}
      className="rules-form"
    >
      <TextField
        name="name"
        label="Name"
        value={fields.name}
        onChange={edits.edit('name', set('name'))}
        autoFocus
      />
      <RadioGroup<RuleType | ''>
        name="ruleType"
        label="Action"
        options={ACTIONS}
        value={fields.ruleType}
        onChange={edits.edit('ruleType', set('ruleType'))}
      />
      <RadioGroup<RuleStatusType | ''>
        name="statusType"
        label="Applies to"
        options={TARGETS}
        value={fields.statusType}
        onChange={edits.edit('statusType', set('statusType'))}
      />
      <div className="form__row">
        <MultiSelect
          label="Streams"
          description="The inboxes the rule watches; none means every stream."
          options={(streams.data?.data ?? []).map((s) => ({ id: String(s.id), name: s.name }))}
          value={fields.streamIds}
          onChange={set('streamIds')}
          summary={chosen}
          isSearchable
          isDisabled={streams.isPending}
        />
        <MultiSelect
          label="Labels"
          description="Labels the rule adds when its action is Label."
          options={(labels.data?.data ?? []).map((l) => ({ id: String(l.id), name: l.name }))}
          value={fields.labelIds}
          onChange={set('labelIds')}
          summary={chosen}
          isSearchable
          isDisabled={labels.isPending}
        />
      </div>
      <TextAreaField
        name="query"
        label="Query"
        description="Posts matching this query are acted on, e.g. refund OR chargeback."
        rows={2}
        value={fields.query}
        onChange={edits.edit('query', set('query'))}
      />
      <TextAreaField
        name="excludeQuery"
        label="Exclude query"
        description="Posts matching this query are left alone."
        rows={2}
        value={fields.excludeQuery}
        onChange={edits.edit('excludeQuery', set('excludeQuery'))}
      />
      <TextAreaField
        name="identities"
        label="Identities"
        description="Only posts by these authors, one handle per line; empty means anyone."
        rows={2}
        value={fields.identities}
        onChange={edits.edit('identities', set('identities'))}
      />
    </EditorCard>
  );
}
