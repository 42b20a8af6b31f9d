/**
 * Who sees a saved search or folder (spec 02 §2 BRAND / MY / TEAM SEARCHES): brand ones everyone
 * of the business profile, 'my' ones their owner, team ones the members of their team.
 */
import type { SearchCategory } from '@sl/api-contract/schemas/search';
import type { AccountRecord } from '../store/records.ts';

export interface InLibrary {
  category: SearchCategory;
  business_profile_id: number;
  owner_account_id: number | null;
  team_id: number | null;
}

export function seesSearch(r: InLibrary, me: AccountRecord): boolean {
  if (r.business_profile_id !== me.business_profile_id) return false;
  if (r.category === 'brand') return true;
  if (r.category === 'my') return r.owner_account_id === me.id;
  return r.team_id !== null && me.team_ids.includes(r.team_id);
}
