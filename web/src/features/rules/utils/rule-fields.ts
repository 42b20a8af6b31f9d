/**
 * A rule's form fields and the body they make (spec 02 §3 Rule: name, entities, query,
 * exclude_query, rule_type, status_type, identities, label_ids). Pure, so the mapping is tested
 * without a DOM.
 */
import type { RULE_STATUS_TYPES, RULE_TYPES } from '@sl/api-contract/schemas/configuration';

export type RuleType = (typeof RULE_TYPES)[number];
export type RuleStatusType = (typeof RULE_STATUS_TYPES)[number];

/** Our reading of the fixtures: entity_type 1 is a stream (the inbox a rule watches). */
export const STREAM_ENTITY_TYPE = 1;

export const RULE_TYPE_NAMES: Record<RuleType, string> = {
  hide: 'Hide',
  delete: 'Delete',
  label: 'Label',
  assign: 'Assign',
  mark_spam: 'Mark as spam',
};
export const STATUS_TYPE_NAMES: Record<RuleStatusType, string> = {
  post: 'Posts',
  comment: 'Comments',
  review: 'Reviews',
  direct_message: 'Direct messages',
};

export interface RuleFields {
  name: string;
  streamIds: string[];
  query: string;
  excludeQuery: string;
  /** '' until chosen: the server answers 'Please select an action' (spec 01 §5). */
  ruleType: RuleType | '';
  statusType: RuleStatusType | '';
  /** Author handles, one per line or comma-separated. */
  identities: string;
  labelIds: string[];
}

export interface RuleLike {
  name: string;
  entities: { entityId: number; entityType: number }[];
  query: string;
  excludeQuery: string;
  ruleType: RuleType;
  statusType: RuleStatusType;
  identities: string[];
  labelIds: number[];
}

export function fieldsOfRule(rule: RuleLike | null): RuleFields {
  return {
    name: rule?.name ?? '',
    streamIds: (rule?.entities ?? [])
      .filter((e) => e.entityType === STREAM_ENTITY_TYPE)
      .map((e) => String(e.entityId)),
    query: rule?.query ?? '',
    excludeQuery: rule?.excludeQuery ?? '',
    ruleType: rule?.ruleType ?? '',
    statusType: rule?.statusType ?? '',
    identities: (rule?.identities ?? []).join('\n'),
    labelIds: (rule?.labelIds ?? []).map(String),
  };
}

/** Splits handles on commas and new lines, trimmed, without blanks or repeats. */
export const splitIdentities = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\n,]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/** The body as the client sends it (camelCase; the client snake-cases it on the wire). */
export function toRuleBody(f: RuleFields) {
  return {
    name: f.name,
    entities: f.streamIds.map((id) => ({ entityId: Number(id), entityType: STREAM_ENTITY_TYPE })),
    query: f.query.trim(),
    excludeQuery: f.excludeQuery.trim(),
    ruleType: f.ruleType as RuleType,
    statusType: f.statusType as RuleStatusType,
    identities: splitIdentities(f.identities),
    labelIds: f.labelIds.map(Number),
  };
}
