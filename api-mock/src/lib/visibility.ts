/**
 * Visibility of shared records (spec 01 §3, §6): entity type 1 only me (ids = the user),
 * 2 everyone (ids = the business profile), 3 teams (team ids).
 */
import { VISIBILITY } from '@sl/api-contract/schemas/common';
import { HttpError } from '../plugins/errors.ts';
import type { AccountRecord } from '../store/records.ts';

export interface Visible {
  business_profile_id: number;
  entity_type: number;
  entity_ids: readonly number[];
}

export function isVisibleTo(record: Visible, account: AccountRecord): boolean {
  if (record.business_profile_id !== account.business_profile_id) return false;
  switch (record.entity_type) {
    case VISIBILITY.ONLY_ME:
      return record.entity_ids.includes(account.id);
    case VISIBILITY.EVERYONE:
      return record.entity_ids.includes(account.business_profile_id);
    case VISIBILITY.TEAMS:
      return record.entity_ids.some((id) => account.team_ids.includes(id));
    default:
      return false;
  }
}

/**
 * The entity ids must fit the type: the caller for 'Only Me', the caller's business profile for
 * 'Everyone', teams of that profile for 'Teams'. Anything else would hide or leak the record.
 */
export function assertEntityIds(
  entityType: number,
  entityIds: readonly number[],
  account: AccountRecord,
  profileTeamIds: readonly number[],
): void {
  const ok =
    entityIds.length > 0 &&
    (entityType === VISIBILITY.ONLY_ME
      ? entityIds.every((id) => id === account.id)
      : entityType === VISIBILITY.EVERYONE
        ? entityIds.every((id) => id === account.business_profile_id)
        : entityIds.every((id) => profileTeamIds.includes(id)));
  if (!ok) throw new HttpError(400, 'Entity ids Wrong value!', { entity_ids: ['Wrong value!'] });
}
