/**
 * spec 01 §2 /settings/teams: the profile's teams and their members; admins and system admins
 * create, rename, change members and delete (the API's MANAGERS), agents read.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { type DataColumn, DataTable } from '#/components/ui/data-table.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { type Authorizable, can } from '#/lib/authorization.ts';
import { type Account, peopleQueries, type Team } from '#/lib/people-queries.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { useDeleteTeam } from '../api/teams.ts';
import { TeamFormModal } from './team-form-modal.tsx';

type Dialog = { kind: 'none' } | { kind: 'form'; team: Team | null } | { kind: 'delete'; team: Team };

const memberNames = (team: Team, people: ReadonlyMap<number, Account>) =>
  team.accountIds
    .map((id) => people.get(id)?.fullName)
    .filter((n): n is string => n !== undefined)
    .sort((a, b) => a.localeCompare(b));

function teamColumns(
  people: ReadonlyMap<number, Account>,
  manage: { canWrite: boolean; onEdit: (t: Team) => void; onDelete: (t: Team) => void },
): DataColumn<Team, string | number>[] {
  return [
    { id: 'name', header: 'Name', accessorFn: (t) => t.name },
    { id: 'size', header: 'Members', accessorFn: (t) => t.accountIds.length },
    {
      id: 'people',
      header: 'People',
      enableSorting: false,
      accessorFn: (t) => memberNames(t, people).join(', ') || 'No members yet',
    },
    ...(manage.canWrite
      ? [
          {
            id: 'actions',
            header: 'Actions',
            enableSorting: false,
            accessorFn: () => '',
            cell: ({ row }) => (
              <span className="card__actions">
                <Button
                  variant="quiet"
                  className="button--small"
                  aria-label={`Edit ${row.original.name}`}
                  onPress={() => manage.onEdit(row.original)}
                >
                  Edit
                </Button>
                <Button
                  variant="quiet"
                  className="button--small"
                  aria-label={`Delete ${row.original.name}`}
                  onPress={() => manage.onDelete(row.original)}
                >
                  Delete
                </Button>
              </span>
            ),
          } satisfies DataColumn<Team, string | number>,
        ]
      : []),
  ];
}

export function TeamsScreen({ me }: { me: Authorizable }) {
  const teams = useQuery(peopleQueries.teams());
  const people = useQuery(peopleQueries.accounts());
  const remove = useDeleteTeam();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const canWrite = can(me, 'managePeople');
  const close = () => setDialog({ kind: 'none' });
  const byId = new Map((people.data ?? []).map((p) => [p.id, p]));

  function confirmDelete(team: Team) {
    remove.mutate(team.id, toastOutcome(`Team ${team.name} deleted.`, close));
  }

  return (
    <div className="stack">
      <PageHeader
        title="Teams"
        description="Teams group people so templates, searches and other items can be shared with them."
        actions={
          canWrite && <Button onPress={() => setDialog({ kind: 'form', team: null })}>New team</Button>
        }
      />
      <section className="card" aria-label="Teams of your business profile">
        {teams.isError ? (
          <div className="card__actions" role="alert">
            <span>{readFormError(teams.error).join(' ')}</span>
            <Button variant="secondary" onPress={() => void teams.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <DataTable
            label="Teams"
            columns={teamColumns(byId, {
              canWrite,
              onEdit: (team) => setDialog({ kind: 'form', team }),
              onDelete: (team) => setDialog({ kind: 'delete', team }),
            })}
            data={teams.data ?? []}
            getRowId={(t) => String(t.id)}
            isLoading={teams.isPending || people.isPending}
            emptyText={
              canWrite
                ? 'No teams yet. Create one to share items with a group of people.'
                : 'No teams yet. An admin of your business profile can create them.'
            }
          />
        )}
      </section>
      {/* Mounted throughout so it opens and closes like every modal; a new key per team resets its fields. */}
      <TeamFormModal
        key={dialog.kind === 'form' ? (dialog.team?.id ?? 'new') : 'closed'}
        isOpen={dialog.kind === 'form'}
        team={dialog.kind === 'form' ? dialog.team : null}
        people={people.data ?? []}
        onClose={close}
        onSaved={(team, created) => {
          close();
          showToast(created ? `Team ${team.name} created.` : `Team ${team.name} saved.`, 'success');
        }}
      />
      <ConfirmationModal
        isOpen={dialog.kind === 'delete'}
        onCancel={close}
        onConfirm={() => dialog.kind === 'delete' && confirmDelete(dialog.team)}
        isPending={remove.isPending}
        confirmLabel="Delete"
      >
        {dialog.kind === 'delete' && (
          <p>
            Team {dialog.team.name} is deleted; its {dialog.team.accountIds.length} members stay in the
            business profile.
          </p>
        )}
      </ConfirmationModal>
    </div>
  );
}
