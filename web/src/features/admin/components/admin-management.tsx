/**
 * spec 01 §2 /admin (Admin Management, system admin only): every business profile, created and
 * edited here (name, logo, time zone, copy of another profile), the accounts of the chosen
 * profile, and entering one of them (take-over, spec 01 §4; "Restore Admin Account" in the
 * avatar menu brings the system admin back).
 */
import { ROLE_LABELS } from '@sl/api-contract/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { type DataColumn, DataTable } from '#/components/ui/data-table.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { paths } from '#/config/paths.ts';
import { navigate } from '#/lib/navigation.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { useUser } from '#/lib/session.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import {
  adminQueries,
  type BusinessProfile,
  type ProfileAccount,
  useTakeOverAccount,
} from '../api/business-profiles.ts';
import { BusinessProfileForm } from './business-profile-form.tsx';
import '../admin.css';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; profile: BusinessProfile };

export function AdminManagement() {
  const profiles = useQuery(adminQueries.profiles());
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const list = profiles.data ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? null;

  const columns = useMemo<DataColumn<BusinessProfile, string | number>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        accessorFn: (p) => p.name,
        cell: (info) => (
          <span className="admin-profile">
            {info.row.original.logoUrl ? (
              <img className="admin-profile__logo" src={info.row.original.logoUrl} alt="" />
            ) : (
              <span className="admin-profile__logo admin-profile__logo--empty" aria-hidden="true" />
            )}
            {info.getValue()}
          </span>
        ),
      },
      { id: 'timeZone', header: 'Time zone', accessorFn: (p) => p.timeZone },
      { id: 'accounts', header: 'Active accounts', accessorFn: (p) => p.activeAccountsCount },
      {
        id: 'createdAt',
        header: 'Created',
        accessorFn: (p) => p.createdAt,
        cell: (info) => formatDateTime(String(info.getValue()), 'UTC'),
      },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: (info) => {
          const p = info.row.original;
          return (
            <span className="admin-actions">
              <Button
                variant="quiet"
                aria-label={`Accounts of ${p.name}`}
                onPress={() => setSelectedId(p.id)}
              >
                Accounts
              </Button>
              <Button
                variant="quiet"
                aria-label={`Edit ${p.name}`}
                onPress={() => setEditing({ kind: 'edit', profile: p })}
              >
                Edit
              </Button>
            </span>
          );
        },
      },
    ],
    [],
  );

  const finish = (message: string) => {
    setEditing({ kind: 'none' });
    showToast(message, 'success');
  };

  return (
    <div className="admin-management">
      <PageHeader
        title="Admin Management"
        description="Business profiles, their accounts, and entering an account to see what its people see."
        actions={
          editing.kind === 'none' ? (
            <Button onPress={() => setEditing({ kind: 'new' })}>New business profile</Button>
          ) : null
        }
      />
      {editing.kind !== 'none' && (
        <BusinessProfileForm
          key={editing.kind === 'edit' ? editing.profile.id : 'new'}
          profile={editing.kind === 'edit' ? editing.profile : null}
          profiles={list}
          onDone={finish}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      <section className="card" aria-labelledby="profiles-heading">
        <h2 id="profiles-heading" className="card__title">
          Business profiles
        </h2>
        {profiles.isError ? (
          <div role="alert">
            <p>{readFormError(profiles.error).join(' ')}</p>
            <Button variant="secondary" onPress={() => profiles.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <DataTable
            label="Business profiles"
            columns={columns}
            data={list}
            getRowId={(p) => String(p.id)}
            isLoading={profiles.isPending}
            emptyText="No business profiles yet."
          />
        )}
      </section>
      {selected && <ProfileAccounts profile={selected} onClose={() => setSelectedId(null)} />}
    </div>
  );
}

function ProfileAccounts({ profile, onClose }: { profile: BusinessProfile; onClose: () => void }) {
  const me = useUser();
  const accounts = useQuery(adminQueries.accounts(profile.id));
  const takeOver = useTakeOverAccount();
  const [entering, setEntering] = useState<ProfileAccount | null>(null);

  const columns = useMemo<DataColumn<ProfileAccount, string>[]>(
    () => [
      { id: 'name', header: 'Name', accessorFn: (a) => a.fullName },
      { id: 'email', header: 'E-mail', accessorFn: (a) => a.email },
      { id: 'role', header: 'Role', accessorFn: (a) => ROLE_LABELS[a.role] },
      {
        id: 'actions',
        header: 'Actions',
        enableSorting: false,
        cell: (info) => {
          const a = info.row.original;
          // The mock refuses to take over one's own account (422): the button is not offered.
          return a.id === me?.id ? (
            <span className="admin-actions__note">You</span>
          ) : (
            <Button variant="quiet" aria-label={`Take over ${a.fullName}`} onPress={() => setEntering(a)}>
              Take over
            </Button>
          );
        },
      },
    ],
    [me?.id],
  );

  function confirm() {
    if (!entering) return;
    const who = entering;
    takeOver.mutate(who.id, {
      onSuccess: () => {
        setEntering(null);
        showToast(`You are now signed in as ${who.fullName}.`, 'success');
        navigate(paths.dashboard, { replace: true });
      },
      onError: (error) => {
        setEntering(null);
        showToast(readFormError(error).join(' '));
      },
    });
  }

  return (
    <section className="card" aria-labelledby="accounts-heading">
      <div className="admin-accounts__head">
        <h2 id="accounts-heading" className="card__title">
          Accounts of {profile.name}
        </h2>
        <Button variant="secondary" className="button--small" onPress={onClose}>
          Close
        </Button>
      </div>
      {accounts.isPending ? (
        <Spinner label="Loading accounts" />
      ) : accounts.isError ? (
        <p role="alert">{readFormError(accounts.error).join(' ')}</p>
      ) : (
        <DataTable
          label={`Accounts of ${profile.name}`}
          columns={columns}
          data={accounts.data}
          getRowId={(a) => String(a.id)}
          emptyText="This profile has no active accounts."
        />
      )}
      <ConfirmationModal
        title="Take over this account?"
        confirmLabel="Take over"
        isOpen={entering !== null}
        onCancel={() => setEntering(null)}
        onConfirm={confirm}
        isPending={takeOver.isPending}
      >
        <p>
          You will see the app as {entering?.fullName} ({entering?.email}) does. Choose "Restore Admin
          Account" in the avatar menu to come back.
        </p>
      </ConfirmationModal>
    </section>
  );
}
