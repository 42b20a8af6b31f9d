/**
 * The viewer's time zone has one owner (issue 11 "Time": the user's time zone from their
 * preferences). Spec 02 §7: a business profile has a timeZone and a user's preferences carry their
 * businessProfile; the session names it (`business_profile.time_zone`). Spec 02 mock defaults: the
 * time zone falls back to UTC — for an anonymous viewer (a shared link), and for a zone the API
 * leaves out or this browser does not know. Every date the app shows, and every day the dashboard
 * cuts, is in this zone, never in the browser's: two people of one profile see the same days.
 */
import { isTimeZone } from '@sl/api-contract/time/zoned-time';
import { type CurrentUser, currentUser, useUser } from './session.ts';

export const FALLBACK_TIME_ZONE = 'UTC';

export function timeZoneOf(user: CurrentUser | null): string {
  const zone = user?.businessProfile?.timeZone;
  return zone && isTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

/** The signed-in user's zone; re-renders when the user (and so the zone) changes. */
export function useTimeZone(): string {
  return timeZoneOf(useUser());
}

/** The same outside React (route loaders read it between screens, like the guards read the user). */
export const currentTimeZone = (): string => timeZoneOf(currentUser.get());
