import { describe, expect, it } from 'vitest';
import { fieldsOfRule, splitIdentities, toRuleBody } from './rule-fields.ts';

describe('rule fields (spec 02 §3 Rule)', () => {
  it('splits identities on commas and lines, trimmed and without repeats', () => {
    expect(splitIdentities(' @a, @b\n\n@a ,@c ')).toEqual(['@a', '@b', '@c']);
    expect(splitIdentities('  ')).toEqual([]);
  });

  it('round-trips a stored rule through the form', () => {
    const rule = {
      name: 'Hide spam links',
      entities: [{ entityId: 2, entityType: 1 }],
      query: 'free money',
      excludeQuery: '',
      ruleType: 'hide' as const,
      statusType: 'comment' as const,
      identities: ['@spam'],
      labelIds: [4],
    };
    expect(toRuleBody(fieldsOfRule(rule))).toEqual(rule);
  });

  it('starts a new rule with no action and no target, so the server names what is missing', () => {
    const f = fieldsOfRule(null);
    expect(f.ruleType).toBe('');
    expect(f.statusType).toBe('');
  });
});
