/** Change a person's role and teams (spec 01 §7 PATCH /v1/accounts/{id} {role, team_ids}). */
import type { Role } from '@sl/api-contract/schemas/common';
import { type FormEvent, useState } from 'react';
import { FormModal } from '#/components/crud/form-modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import type { Account, Team } from '#/lib/people-queries.ts';
import { type AccountChange, useUpdateAccount } from '../api/users.ts';
import { TeamsField } from './teams-field.tsx';

export interface EditUserModalProps {
  isOpen: boolean;
  user: Account;
  roles: { value: `${Role}`; label: string }[];
  /** False for one's own account: the role stays (the API refuses it). */
  canChangeRole: boolean;
  teams: readonly Team[];
  onClose: () => void;
  onSaved: (user: Account) => void;
}

export function EditUserModal({
  isOpen,
  user,
  roles,
  canChangeRole,
  teams,
  onClose,
  onSaved,
}: EditUserModalProps) {
  const update = useUpdateAccount();
  const [role, setRole] = useState<`${Role}`>(`${user.role}`);
  const [teamIds, setTeamIds] = useState<string[]>(user.teams.map((t) => String(t.id)));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: AccountChange = { teamIds: teamIds.map(Number) };
    if (canChangeRole) body.role = Number(role) as Role;
    update.mutate({ id: user.id, body }, { onSuccess: onSaved });
  }

  return (
    <FormModal
      title={`Edit ${user.fullName}`}
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={handleSubmit}
      save={update}
      submitLabel="Save"
      intro={user.email}
    >
      <Select
        label="Role"
        // A system admin's role is shown even to those who may not give it.
        options={roles.some((r) => r.value === role) ? roles : [...roles, { value: role, label: role }]}
        value={role}
        onChange={setRole}
        isDisabled={!canChangeRole}
      />
      <TeamsField teams={teams} value={teamIds} onChange={setTeamIds} />
    </FormModal>
  );
}
