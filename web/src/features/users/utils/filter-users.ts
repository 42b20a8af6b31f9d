/**
 * The Users screen's filters (issue 14 "list with search, role and team filters") as a pure
 * function: the account list is not paged by the API (GET /v1/accounts answers the whole
 * profile), so search, filters and paging run on the client.
 */
import { ROLE_LABELS, type Role } from '@sl/api-contract/schemas/common';
import type { Account } from '#/lib/people-queries.ts';

export interface UserFilters {
  /** Matches the full name or the e-mail, case- and accent-insensitive. */
  search: string;
  role: Role | null;
  teamId: number | null;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function filterUsers(users: readonly Account[], { search, role, teamId }: UserFilters): Account[] {
  const needle = fold(search.trim());
  return users.filter(
    (u) =>
      (role === null || u.role === role) &&
      (teamId === null || u.teams.some((t) => t.id === teamId)) &&
      (needle === '' || fold(u.fullName).includes(needle) || fold(u.email).includes(needle)),
  );
}

export const PAGE_SIZE = 10;

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

export function pageOf<T>(rows: readonly T[], page: number): T[] {
  const last = pageCount(rows.length);
  const current = Math.min(Math.max(1, page), last);
  return rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
}

export const roleLabel = (role: Role) => ROLE_LABELS[role];

export type UserSortKey = 'name' | 'email' | 'role';

/**
 * Sorts the whole filtered list before it is paged, so page 2 continues page 1's order (the
 * table only sees one page, hence its manual sorting). Ties keep the API's order (by id).
 */
export function sortUsers(users: readonly Account[], key: UserSortKey | null, desc: boolean): Account[] {
  if (!key) return [...users];
  const value = (u: Account): string | number =>
    key === 'name' ? u.fullName.toLowerCase() : key === 'email' ? u.email.toLowerCase() : u.role;
  const sign = desc ? -1 : 1;
  return [...users].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (typeof va === 'number' && typeof vb === 'number') return sign * (va - vb);
    return sign * String(va).localeCompare(String(vb));
  });
}
