/**
 * Create or edit a team: its name (spec 01 §5 'Should not be empty!'; the server's 'Team name
 * already exists') and its members, chosen from the profile's people.
 */
import { teamCreateBodySchema } from '@sl/api-contract/schemas/team';
import { type FormEvent, useState } from 'react';
import { NameField } from '#/components/crud/name-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import type { Account, Team } from '#/lib/people-queries.ts';
import { readFormError } from '#/lib/read-form-error.ts';
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
    <Modal title={title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="medium">
      <Form onSubmit={handleSubmit} aria-label={title}>
        <FormAlert messages={save.isError ? readFormError(save.error) : []} />
        <NameField schema={teamCreateBodySchema.shape.name} value={name} onChange={setName} />
        <MultiSelect
          label="Members"
          options={people.map((p) => ({ id: String(p.id), name: p.fullName }))}
          value={members}
          onChange={setMembers}
          summary={(n) => (n === 0 ? 'Select people' : `${n} chosen`)}
          isSearchable
        />
        <div className="card__actions">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isPending={save.isPending}>
            {team ? 'Save' : 'Create team'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
