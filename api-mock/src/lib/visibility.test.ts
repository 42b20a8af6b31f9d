import { describe, expect, it } from 'vitest';
import type { AccountRecord } from '../store/records.ts';
import { assertEntityIds, isVisibleTo } from './visibility.ts';

const agent = { id: 3, business_profile_id: 1, team_ids: [1] } as AccountRecord;
const other = { id: 2, business_profile_id: 1, team_ids: [2] } as AccountRecord;
const globex = { id: 6, business_profile_id: 11, team_ids: [3] } as AccountRecord;

describe('spec 01 §3 visibility: 1 only me, 2 everyone, 3 teams', () => {
  it.each([
    ['only me, the owner', { entity_type: 1, entity_ids: [3] }, agent, true],
    ['only me, another agent', { entity_type: 1, entity_ids: [3] }, other, false],
    ['everyone, same profile', { entity_type: 2, entity_ids: [1] }, other, true],
    ['everyone, another profile', { entity_type: 2, entity_ids: [1] }, globex, false],
    ['teams, a member', { entity_type: 3, entity_ids: [1] }, agent, true],
    ['teams, not a member', { entity_type: 3, entity_ids: [1] }, other, false],
  ])('%s', (_name, v, account, expected) => {
    expect(isVisibleTo({ business_profile_id: 1, ...v }, account)).toBe(expected);
  });

  it('entity ids must fit the entity type', () => {
    expect(() => assertEntityIds(1, [3], agent, [1, 2])).not.toThrow();
    expect(() => assertEntityIds(1, [2], agent, [1, 2])).toThrow('Wrong value!');
    expect(() => assertEntityIds(2, [11], agent, [1, 2])).toThrow('Wrong value!');
    expect(() => assertEntityIds(3, [3], agent, [1, 2])).toThrow('Wrong value!');
    expect(() => assertEntityIds(3, [], agent, [1, 2])).toThrow('Wrong value!');
  });
});
