/**
 * spec 01 §2 /settings/teams: the profile's teams and their members; admins and system admins
 * create, rename, change members and delete (the API's MANAGERS), agents read.
 */
import { useQuery } from '@tanstack/react-query';
import { actionsColumn, CrudScreen, useCrudDialog } from '#/components/crud/crud-screen.tsx';
import type { DataColumn } from '#/components/ui/data-table.tsx';
import { type Authorizable, can } from '#/lib/authorization.ts';
import { type Account, peopleQueries, type Team } from '#/lib/people-queries.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { useDeleteTeam } from '../api/teams.ts';
import { TeamFormModal } from './team-form-modal.tsx';

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
          actionsColumn<Team, string | number>((t) => [
            { label: 'Edit', name: `Edit ${t.name}`, onPress: () => manage.onEdit(t) },
            { label: 'Delete', name: `Delete ${t.name}`, onPress: () => manage.onDelete(t) },
          ]),
        ]
      : []),
  ];
}

export function TeamsScreen({ me }: { me: Authorizable }) {
  const teams = useQuery(peopleQueries.teams());
  const people = useQuery(peopleQueries.accounts());
  const remove = useDeleteTeam();
  const crud = useCrudDialog<Team>();
  const canWrite = can(me, 'managePeople');
  const byId = new Map((people.data ?? []).map((p) => [p.id, p]));

  return (
    <CrudScreen
      title="Teams"
      description="Teams group people so templates, searches and other items can be shared with them."
      newLabel={canWrite ? 'New team' : null}
      onNew={() => crud.openForm(null)}
      list={{
        label: 'Teams',
        query: teams,
        isLoading: people.isPending,
        columns: teamColumns(byId, { canWrite, onEdit: crud.openForm, onDelete: crud.openDelete }),
        data: teams.data ?? [],
        getRowId: (t) => String(t.id),
        emptyText: canWrite
          ? 'No teams yet. Create one to share items with a group of people.'
          : 'No teams yet. An admin of your business profile can create them.',
      }}
      deletion={{
        item: crud.deleting,
        onCancel: crud.close,
        onConfirm: (team) => remove.mutate(team.id, toastOutcome(`Team ${team.name} deleted.`, crud.close)),
        isPending: remove.isPending,
        describe: (team) => (
          <p>
            Team {team.name} is deleted; its {team.accountIds.length} members stay in the business profile.
          </p>
        ),
      }}
    >
      {/* Mounted throughout so it opens and closes like every modal; a new key per team resets its fields. */}
      <TeamFormModal
        key={crud.editing === undefined ? 'closed' : (crud.editing?.id ?? 'new')}
        isOpen={crud.editing !== undefined}
        team={crud.editing ?? null}
        people={people.data ?? []}
        onClose={crud.close}
        onSaved={(team, created) =>
          crud.saved(created ? `Team ${team.name} created.` : `Team ${team.name} saved.`)
        }
      />
    </CrudScreen>
  );
}
