/** The Users table's columns (CONVENTIONS §8: columns in their own module). */
import { actionsColumn } from '#/components/crud/crud-screen.tsx';
import type { DataColumn } from '#/components/ui/data-table.tsx';
import type { Account } from '#/lib/people-queries.ts';
import { roleLabel } from '../utils/filter-users.ts';

export interface UserRowActions {
  canEdit: (user: Account) => boolean;
  canDelete: (user: Account) => boolean;
  onEdit: (user: Account) => void;
  onDelete: (user: Account) => void;
  onActivity: (user: Account) => void;
  /** Activity (account events) is for those who manage people. */
  showActivity: boolean;
}

export function userColumns(actions: UserRowActions): DataColumn<Account, string>[] {
  return [
    { id: 'name', header: 'Name', accessorFn: (u) => u.fullName },
    { id: 'email', header: 'E-mail', accessorFn: (u) => u.email },
    { id: 'role', header: 'Role', accessorFn: (u) => roleLabel(u.role) },
    {
      id: 'teams',
      header: 'Teams',
      enableSorting: false,
      accessorFn: (u) => (u.teams.length ? u.teams.map((t) => t.name).join(', ') : '-'),
    },
    actionsColumn((user) => [
      ...(actions.showActivity
        ? [
            {
              label: 'Activity',
              name: `Activity of ${user.fullName}`,
              onPress: () => actions.onActivity(user),
            },
          ]
        : []),
      ...(actions.canEdit(user)
        ? [{ label: 'Edit', name: `Edit ${user.fullName}`, onPress: () => actions.onEdit(user) }]
        : []),
      ...(actions.canDelete(user)
        ? [{ label: 'Delete', name: `Delete ${user.fullName}`, onPress: () => actions.onDelete(user) }]
        : []),
    ]),
  ];
}
