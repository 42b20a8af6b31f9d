/**
 * The profile's invites not accepted yet (GET /v1/team_member_invites), for those who manage
 * people, with Resend (a new mail; the earlier link stops working) and Revoke (asked first; the
 * mailed link then answers that the invitation is not valid), each ending in a toast.
 */
import { ROLE_LABELS } from '@sl/api-contract/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { actionsColumn, ListCard } from '#/components/crud/crud-screen.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import type { DataColumn } from '#/components/ui/data-table.tsx';
import { useTimeZone } from '#/lib/time-zone.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { type Invite, useResendInvite, useRevokeInvite, userQueries } from '../api/users.ts';

const columns = (
  timeZone: string,
  resend: { isSending: (i: Invite) => boolean; onResend: (i: Invite) => void },
  onRevoke: (i: Invite) => void,
): DataColumn<Invite, string>[] => [
  { id: 'email', header: 'E-mail', accessorFn: (i) => i.email },
  { id: 'role', header: 'Role', accessorFn: (i) => ROLE_LABELS[i.role] },
  {
    id: 'invited',
    header: 'Invited',
    accessorFn: (i) => i.createdAt,
    cell: ({ row }) => formatDateTime(row.original.createdAt, timeZone),
  },
  actionsColumn((i) => [
    {
      label: 'Resend',
      name: `Resend the invite to ${i.email}`,
      isPending: resend.isSending(i),
      onPress: () => resend.onResend(i),
    },
    { label: 'Revoke', name: `Revoke the invite to ${i.email}`, onPress: () => onRevoke(i) },
  ]),
];

export function PendingInvites() {
  const invites = useQuery(userQueries.invites());
  const timeZone = useTimeZone();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const close = () => setRevoking(null);

  return (
    <>
      <ListCard
        label="Pending invites"
        heading="Pending invites"
        query={invites}
        columns={columns(
          timeZone,
          {
            isSending: (i) => resend.isPending && resend.variables === i.id,
            onResend: (i) => resend.mutate(i.id, toastOutcome(`Invitation sent again to ${i.email}.`)),
          },
          setRevoking,
        )}
        data={invites.data ?? []}
        getRowId={(i) => String(i.id)}
        emptyText="No invites are waiting for an answer."
      />
      <ConfirmationModal
        isOpen={revoking !== null}
        onCancel={close}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, toastOutcome(`Invitation to ${revoking.email} revoked.`, close))
        }
        isPending={revoke.isPending}
        confirmLabel="Revoke"
      >
        {revoking && (
          <p>The link mailed to {revoking.email} stops working. The address can be invited again.</p>
        )}
      </ConfirmationModal>
    </>
  );
}
