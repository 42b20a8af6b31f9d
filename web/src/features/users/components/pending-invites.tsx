/** The profile's invites not accepted yet (GET /v1/team_member_invites), for those who manage people. */
import { ROLE_LABELS } from '@sl/api-contract/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { type DataColumn, DataTable } from '#/components/ui/data-table.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { type Invite, userQueries } from '../api/users.ts';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const columns = (timeZone: string): DataColumn<Invite, string>[] => [
  { id: 'email', header: 'E-mail', accessorFn: (i) => i.email },
  { id: 'role', header: 'Role', accessorFn: (i) => ROLE_LABELS[i.role] },
  {
    id: 'invited',
    header: 'Invited',
    accessorFn: (i) => i.createdAt,
    cell: ({ row }) => formatDateTime(row.original.createdAt, timeZone),
  },
];

export function PendingInvites() {
  const invites = useQuery(userQueries.invites());
  return (
    <section className="card" aria-labelledby="pending-invites">
      <h2 id="pending-invites" className="card__title">
        Pending invites
      </h2>
      {invites.isError ? (
        <p role="alert">{readFormError(invites.error).join(' ')}</p>
      ) : (
        <DataTable
          label="Pending invites"
          columns={columns(viewerTimeZone())}
          data={invites.data ?? []}
          getRowId={(i) => String(i.id)}
          isLoading={invites.isPending}
          emptyText="No invites are waiting for an answer."
        />
      )}
    </section>
  );
}
