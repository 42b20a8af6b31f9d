/**
 * Invite a person (spec 01 §7 POST /v1/team_member_invites {email, role, team_ids}): the e-mail is
 * checked with the contract's rule before sending ('Email address is not valid!', spec 01 §5);
 * an e-mail already in use comes back from the server (spec 02 §5 'This email is already in use.').
 */

import type { Role } from '@sl/api-contract/schemas/common';
import { inviteCreateBodySchema } from '@sl/api-contract/schemas/team';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { fieldRule } from '#/lib/form-errors.ts';
import type { Team } from '#/lib/people-queries.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { useInvite } from '../api/users.ts';

const validateEmail = fieldRule(inviteCreateBodySchema.shape.email);

export interface InviteUserModalProps {
  isOpen: boolean;
  roles: { value: `${Role}`; label: string }[];
  teams: readonly Team[];
  onClose: () => void;
  onInvited: (email: string) => void;
}

export function InviteUserModal({ isOpen, roles, teams, onClose, onInvited }: InviteUserModalProps) {
  const invite = useInvite();
  const [role, setRole] = useState<`${Role}`>('2');
  const [teamIds, setTeamIds] = useState<string[]>([]);

  function close() {
    invite.reset();
    setTeamIds([]);
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    invite.mutate(
      { email, role: Number(role) as Role, teamIds: teamIds.map(Number) },
      {
        onSuccess: () => {
          setTeamIds([]);
          invite.reset();
          onInvited(email);
        },
      },
    );
  }

  return (
    <Modal title="Invite user" isOpen={isOpen} onOpenChange={(open) => !open && close()} size="medium">
      <Form onSubmit={handleSubmit} aria-label="Invite user">
        <p className="form__intro">We e-mail a link; the new user chooses their name and password there.</p>
        <FormAlert messages={invite.isError ? readFormError(invite.error) : []} />
        <TextField name="email" type="email" label="Email" isRequired validate={validateEmail} autoFocus />
        <Select label="Role" options={roles} value={role} onChange={setRole} />
        <MultiSelect
          label="Teams"
          options={teams.map((t) => ({ id: String(t.id), name: t.name }))}
          value={teamIds}
          onChange={setTeamIds}
          summary={(n) => (n === 0 ? 'Select teams' : `${n} chosen`)}
          isDisabled={teams.length === 0}
          description={teams.length === 0 ? 'This profile has no teams yet.' : undefined}
        />
        <div className="card__actions">
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" isPending={invite.isPending}>
            Send invite
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
