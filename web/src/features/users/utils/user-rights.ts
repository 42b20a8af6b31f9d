/**
 * Who may do what to whom on the Users screen, the same rules the API applies (PATCH and DELETE
 * /v1/accounts/{id}): admins and system admins manage people; only a system admin touches a
 * system admin or hands out that role; nobody changes their own role or deletes themselves.
 * The screen offers only what would succeed.
 */
import { ROLE_LABELS, ROLES, type Role } from '@sl/api-contract/schemas/common';
import { type Authorizable, can } from '#/lib/authorization.ts';

interface Person {
  id: number;
  role: Role;
}

type Me = Authorizable & { id: number };

export function canEditPerson(me: Me, target: Person): boolean {
  if (!can(me, 'managePeople')) return false;
  return target.role !== ROLES.SYS_ADMIN || can(me, 'manageSystemAdmins');
}

/** Teams may change for oneself; the role may not. */
export const canChangeRole = (me: Me, target: Person): boolean =>
  canEditPerson(me, target) && me.id !== target.id;

export const canDeletePerson = (me: Me, target: Person): boolean =>
  canEditPerson(me, target) && me.id !== target.id;

/** The roles `me` may give, in the order of spec 01 §6 (system admin, admin, agent, guest). */
export function assignableRoles(me: Authorizable): { value: `${Role}`; label: string }[] {
  const roles: Role[] = [ROLES.SYS_ADMIN, ROLES.ADMIN, ROLES.AGENT, ROLES.GUEST];
  return roles
    .filter((r) => r !== ROLES.SYS_ADMIN || can(me, 'manageSystemAdmins'))
    .map((r) => ({ value: `${r}`, label: ROLE_LABELS[r] }));
}
