/**
 * Invite a person (spec 01 §7 POST /v1/team_member_invites {email, role, team_ids}): the e-mail is
 * checked with the contract's rule before sending ('Email address is not valid!', spec 01 §5);
 * an e-mail already in use comes back from the server (spec 02 §5 'This email is already in use.').
 */

import type { Role } from '@sl/api-contract/schemas/common';
import { inviteCreateBodySchema } from '@sl/api-contract/schemas/team';
import { type FormEvent, useState } from 'react';
import { FormModal } from '#/components/crud/form-modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { fieldRule } from '#/lib/form-errors.ts';
import type { Team } from '#/lib/people-queries.ts';
import { useInvite } from '../api/users.ts';
import { TeamsField } from './teams-field.tsx';

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
    <FormModal
      title="Invite user"
      isOpen={isOpen}
      onClose={close}
      onSubmit={handleSubmit}
      save={invite}
      submitLabel="Send invite"
      intro="We e-mail a link; the new user chooses their name and password there."
    >
      <TextField name="email" type="email" label="Email" isRequired validate={validateEmail} autoFocus />
      <Select label="Role" options={roles} value={role} onChange={setRole} />
      <TeamsField teams={teams} value={teamIds} onChange={setTeamIds} />
    </FormModal>
  );
}
