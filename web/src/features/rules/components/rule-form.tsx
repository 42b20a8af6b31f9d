/**
 * Create or edit a rule (spec 02 §3 Rule; spec 01 §5 'Rule name already exists.', 'Please select
 * an action', 'Please select a target'). The contract schema judges the body before it is sent,
 * so the messages are the spec's whether the browser or the server finds the fault.
 */
import { snakifyKeys } from '@sl/api-contract/client/case';
import { RULE_STATUS_TYPES, RULE_TYPES, ruleBodySchema } from '@sl/api-contract/schemas/configuration';
import { useQuery } from '@tanstack/react-query';
import { EditorCard } from '#/components/crud/editor-card.tsx';
import { type Rule, ruleQueries, useSaveRule } from '../api/rules.ts';
import { fieldsOfRule, RULE_TYPE_NAMES, STATUS_TYPE_NAMES, toRuleBody } from '../utils/rule-fields.ts';

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
  return (
    <EditorCard
      heading={rule ? `Edit ${rule.name}` : 'New rule'}
      submitLabel={rule ? 'Save' : 'Create'}
      className="rules-form"
      initial={() => fieldsOfRule(rule)}
      schema={ruleBodySchema}
      toWireBody={(f) => snakifyKeys(toRuleBody(f))}
      fields={[
        { kind: 'text', key: 'name', label: 'Name', autoFocus: true },
        { kind: 'radio', key: 'ruleType', label: 'Action', options: ACTIONS },
        { kind: 'radio', key: 'statusType', label: 'Applies to', options: TARGETS },
        {
          kind: 'row',
          fields: [
            {
              kind: 'multi-select',
              key: 'streamIds',
              label: 'Streams',
              description: 'The inboxes the rule watches; none means every stream.',
              options: (streams.data?.data ?? []).map((s) => ({ id: String(s.id), name: s.name })),
              summary: chosen,
              isSearchable: true,
              isDisabled: streams.isPending,
            },
            {
              kind: 'multi-select',
              key: 'labelIds',
              label: 'Labels',
              description: 'Labels the rule adds when its action is Label.',
              options: (labels.data?.data ?? []).map((l) => ({ id: String(l.id), name: l.name })),
              summary: chosen,
              isSearchable: true,
              isDisabled: labels.isPending,
            },
          ],
        },
        {
          kind: 'textarea',
          key: 'query',
          label: 'Query',
          description: 'Posts matching this query are acted on, e.g. refund OR chargeback.',
        },
        {
          kind: 'textarea',
          key: 'excludeQuery',
          label: 'Exclude query',
          description: 'Posts matching this query are left alone.',
        },
        {
          kind: 'textarea',
          key: 'identities',
          label: 'Identities',
          description: 'Only posts by these authors, one handle per line; empty means anyone.',
        },
      ]}
      onSave={(f) =>
        save.mutate(
          { id: rule?.id ?? null, body: toRuleBody(f) },
          {
            onSuccess: (saved) =>
              onDone(rule ? `Rule '${saved.name}' saved.` : `Rule '${saved.name}' created.`),
          },
        )
      }
      save={save}
      onCancel={onCancel}
    />
  );
}
