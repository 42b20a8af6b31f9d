/**
 * spec 01 §2 /settings/users: the profile's people with search, role and team filters (state in
 * the URL, CONVENTIONS §8), invites, role and team changes, deletion and each account's events.
 * Agents open Settings too (spec 01 §6) and read the list; the writes are for admins and system
 * admins, as the API allows (features/users/utils/user-rights.ts).
 */
import { ROLE_LABELS, ROLES, type Role } from '@sl/api-contract/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CrudScreen } from '#/components/crud/crud-screen.tsx';
import type { SortingState } from '#/components/ui/data-table.tsx';
import { Pager } from '#/components/ui/pager.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { can } from '#/lib/authorization.ts';
import { type Account, peopleQueries } from '#/lib/people-queries.ts';
import type { CurrentUser } from '#/lib/session.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { useDeleteAccount } from '../api/users.ts';
import {
  filterUsers,
  PAGE_SIZE,
  pageCount,
  pageOf,
  sortUsers,
  type UserSortKey,
} from '../utils/filter-users.ts';
import { assignableRoles, canChangeRole, canDeletePerson, canEditPerson } from '../utils/user-rights.ts';
import { AccountEventsModal } from './account-events-modal.tsx';
import { EditUserModal } from './edit-user-modal.tsx';
import { InviteUserModal } from './invite-user-modal.tsx';
import { PendingInvites } from './pending-invites.tsx';
import { userColumns } from './user-columns.tsx';
import '../users.css';
import { formatCountOf } from '#/utils/format-bucket-label.ts';

const ALL = 'all';
const ROLE_FILTER = [
  { value: ALL, label: 'All roles' },
  ...([ROLES.SYS_ADMIN, ROLES.ADMIN, ROLES.AGENT, ROLES.GUEST] as Role[]).map((r) => ({
    value: String(r),
    label: ROLE_LABELS[r],
  })),
];
const SORT_KEYS: UserSortKey[] = ['name', 'email', 'role'];

type Dialog =
  | { kind: 'none' }
  | { kind: 'invite' }
  | { kind: 'edit'; user: Account }
  | { kind: 'delete'; user: Account }
  | { kind: 'activity'; user: Account };

function useUserListState() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') ?? '';
  const sortKey = SORT_KEYS.find((k) => k === sortParam.replace(/^-/, '')) ?? null;
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '' || v === ALL) next.delete(k);
          else next.set(k, v);
        }
        // Any change but the page itself starts again on page 1.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    search: params.get('q') ?? '',
    role: params.get('role') ?? ALL,
    team: params.get('team') ?? ALL,
    page: Math.max(1, Number(params.get('page')) || 1),
    sorting: (sortKey ? [{ id: sortKey, desc: sortParam.startsWith('-') }] : []) as SortingState,
    update,
  };
}

export function UsersScreen({ me }: { me: CurrentUser }) {
  const users = useQuery(peopleQueries.accounts());
  const teams = useQuery(peopleQueries.teams());
  const remove = useDeleteAccount();
  const state = useUserListState();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const manages = can(me, 'managePeople');
  const roles = assignableRoles(me);
  const teamList = teams.data ?? [];

  const filtered = useMemo(() => {
    const found = filterUsers(users.data ?? [], {
      search: state.search,
      role: state.role === ALL ? null : (Number(state.role) as Role),
      teamId: state.team === ALL ? null : Number(state.team),
    });
    const sort = state.sorting[0];
    return sortUsers(found, (sort?.id as UserSortKey | undefined) ?? null, sort?.desc ?? false);
  }, [users.data, state.search, state.role, state.team, state.sorting]);
  const pages = pageCount(filtered.length);
  const page = Math.min(state.page, pages);

  const columns = userColumns({
    showActivity: manages,
    canEdit: (u) => canEditPerson(me, u),
    canDelete: (u) => canDeletePerson(me, u),
    onEdit: (user) => {
      setEditing(user);
      setDialog({ kind: 'edit', user });
    },
    onDelete: (user) => setDialog({ kind: 'delete', user }),
    onActivity: (user) => setDialog({ kind: 'activity', user }),
  });
  const close = () => setDialog({ kind: 'none' });
  // The last person edited stays mounted (closed) so the modal can close like every modal.
  const [editing, setEditing] = useState<Account | null>(null);

  const filtering = state.search !== '' || state.role !== ALL || state.team !== ALL;

  return (
    <CrudScreen
      title="Users"
      description="The people of your business profile, their roles and their teams."
      newLabel={manages ? 'Invite user' : null}
      onNew={() => setDialog({ kind: 'invite' })}
      list={{
        label: 'Users',
        query: users,
        children: (
          <div className="users-filters">
            <TextField
              label="Search"
              type="search"
              placeholder="Name or e-mail"
              value={state.search}
              onChange={(q) => state.update({ q })}
            />
            <Select
              label="Role"
              options={ROLE_FILTER}
              value={state.role}
              onChange={(role) => state.update({ role })}
            />
            <Select
              label="Team"
              options={[
                { value: ALL, label: 'All teams' },
                ...teamList.map((t) => ({ value: String(t.id), label: t.name })),
              ]}
              value={state.team}
              onChange={(team) => state.update({ team })}
            />
          </div>
        ),
        summary: (
          <p className="form__status" aria-live="polite">
            {users.isPending
              ? 'Loading people…'
              : `${formatCountOf(filtered.length, 'person', 'people')}${filtering ? ' match' : ''}`}
          </p>
        ),
        columns,
        data: pageOf(filtered, page),
        getRowId: (u) => String(u.id),
        manualSorting: true,
        sorting: state.sorting,
        onSortingChange: (next) => {
          const first = next[0];
          state.update({ sort: first ? `${first.desc ? '-' : ''}${first.id}` : null });
        },
        emptyText: filtering
          ? 'No one matches these filters. Clear the search or choose another role or team.'
          : 'No one has joined this business profile yet. Invite the first person.',
        footer: (
          <>
            <Pager
              label="Users pages"
              page={page}
              pages={pages}
              onChange={(p) => state.update({ page: String(p) })}
            />
            {filtered.length > PAGE_SIZE && (
              <p className="form__status">
                Showing {(page - 1) * PAGE_SIZE + 1}–{Math.min(page * PAGE_SIZE, filtered.length)} of{' '}
                {filtered.length}
              </p>
            )}
          </>
        ),
      }}
      deletion={{
        item: dialog.kind === 'delete' ? dialog.user : null,
        onCancel: close,
        onConfirm: (user) =>
          remove.mutate(
            user.id,
            toastOutcome(`${user.fullName} was deleted and can no longer sign in.`, close),
          ),
        isPending: remove.isPending,
        describe: (user) => (
          <p>
            {user.fullName} ({user.email}) will no longer be able to sign in, and their open sessions end.
          </p>
        ),
      }}
    >
      {manages && <PendingInvites />}
      <InviteUserModal
        isOpen={dialog.kind === 'invite'}
        roles={roles}
        teams={teamList}
        onClose={close}
        onInvited={(email) => {
          close();
          showToast(`Invitation sent to ${email}.`, 'success');
        }}
      />
      {editing && (
        <EditUserModal
          key={editing.id}
          isOpen={dialog.kind === 'edit'}
          user={editing}
          roles={roles}
          canChangeRole={canChangeRole(me, editing)}
          teams={teamList}
          onClose={close}
          onSaved={(user) => {
            close();
            showToast(`${user.fullName} was updated.`, 'success');
          }}
        />
      )}
      {dialog.kind === 'activity' && <AccountEventsModal user={dialog.user} onClose={close} />}
    </CrudScreen>
  );
}
