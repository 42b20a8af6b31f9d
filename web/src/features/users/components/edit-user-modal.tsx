/** Change a person's role and teams (spec 01 §7 PATCH /v1/accounts/{id} {role, team_ids}). */
import type { Role } from '@sl/api-contract/schemas/common';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { Select } from '#/components/ui/select.tsx';
import type { Account, Team } from '#/lib/people-queries.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { type AccountChange, useUpdateAccount } from '../api/users.ts';

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
    <Modal
      title={`Edit ${user.fullName}`}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      size="medium"
    >
      <Form onSubmit={handleSubmit} aria-label={`Edit ${user.fullName}`}>
        <p className="form__intro">{user.email}</p>
        <FormAlert messages={update.isError ? readFormError(update.error) : []} />
        <Select
          label="Role"
          // A system admin's role is shown even to those who may not give it.
          options={roles.some((r) => r.value === role) ? roles : [...roles, { value: role, label: role }]}
          value={role}
          onChange={setRole}
          isDisabled={!canChangeRole}
        />
        <MultiSelect
          label="Teams"
          options={teams.map((t) => ({ id: String(t.id), name: t.name }))}
          value={teamIds}
          onChange={setTeamIds}
          summary={(n) => (n === 0 ? 'Select teams' : `${n} chosen`)}
          isDisabled={teams.length === 0}
        />
        <div className="card__actions">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isPending={update.isPending}>
            Save
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
