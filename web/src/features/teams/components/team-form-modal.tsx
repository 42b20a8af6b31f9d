/**
 * Create or edit a team: its name (spec 01 §5 'Should not be empty!'; the server's 'Team name
 * already exists') and its members, chosen from the profile's people.
 */
import { teamCreateBodySchema } from '@sl/api-contract/schemas/team';
import { type FormEvent, useState } from 'react';
import { FormModal } from '#/components/crud/form-modal.tsx';
import { NameField } from '#/components/crud/name-field.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import type { Account, Team } from '#/lib/people-queries.ts';
import { useSaveTeam } from '../api/teams.ts';

export interface TeamFormModalProps {
  isOpen: boolean;
  /** Null for a new team. */
  team: Team | null;
  people: readonly Account[];
  onClose: () => void;
  onSaved: (team: Team, created: boolean) => void;
}

export function TeamFormModal({ isOpen, team, people, onClose, onSaved }: TeamFormModalProps) {
  const save = useSaveTeam();
  const [name, setName] = useState(team?.name ?? '');
  const [members, setMembers] = useState<string[]>((team?.accountIds ?? []).map(String));
  const title = team ? `Edit ${team.name}` : 'New team';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      { id: team?.id ?? null, body: { name: name.trim(), accountIds: members.map(Number) } },
      { onSuccess: (saved) => onSaved(saved, team === null) },
    );
  }

  return (
    <FormModal
      title={title}
      isOpen={isOpen}
      onClose={onClose}
      onSubmit={handleSubmit}
      save={save}
      submitLabel={team ? 'Save' : 'Create team'}
    >
      <NameField schema={teamCreateBodySchema.shape.name} value={name} onChange={setName} />
      <MultiSelect
        label="Members"
        options={people.map((p) => ({ id: String(p.id), name: p.fullName }))}
        value={members}
        onChange={setMembers}
        summary={(n) => (n === 0 ? 'Select people' : `${n} chosen`)}
        isSearchable
      />
    </FormModal>
  );
}
