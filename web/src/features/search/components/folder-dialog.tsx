/**
 * Create a folder on one shelf of the library, or rename one (spec 02 §3 search folder: name,
 * category; §7 POST and PUT /search/folders). A TEAM SEARCHES folder belongs to one of the
 * user's teams, chosen here when there are several.
 */

import type { SearchCategory } from '@sl/api-contract/schemas/search';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { useCreateFolder, useRenameFolder } from '../api/search-library.ts';

export type FolderEdit =
  | { kind: 'new'; category: SearchCategory; title: string }
  | { kind: 'rename'; id: number; name: string };

export function FolderDialog({
  edit,
  teams,
  onClose,
}: {
  edit: FolderEdit | null;
  teams: readonly { id: number; name: string }[];
  onClose: () => void;
}) {
  return (
    <Modal
      title={edit?.kind === 'rename' ? `Rename folder ${edit.name}` : `New folder in ${edit?.title ?? ''}`}
      isOpen={edit !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {/* A key per target resets the fields when another folder or shelf is chosen. */}
      {edit && (
        <FolderForm
          key={edit.kind === 'rename' ? edit.id : edit.category}
          edit={edit}
          teams={teams}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function FolderForm({
  edit,
  teams,
  onClose,
}: {
  edit: FolderEdit;
  teams: readonly { id: number; name: string }[];
  onClose: () => void;
}) {
  const [name, setName] = useState(edit.kind === 'rename' ? edit.name : '');
  const [teamId, setTeamId] = useState(teams[0] ? String(teams[0].id) : '');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const mutation = edit.kind === 'new' ? create : rename;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    // The contract's messages (searchItemBodySchema name): checked here so no call is wasted.
    if (!trimmed) return setError('Should not be empty!');
    if (trimmed.length > 120) return setError('It is too long!');
    setError(null);
    const done = (message: string) => () => {
      onClose();
      showToast(message, 'success');
    };
    if (edit.kind === 'rename') {
      rename.mutate({ id: edit.id, name: trimmed }, { onSuccess: done(`Folder renamed to “${trimmed}”.`) });
    } else {
      create.mutate(
        { name: trimmed, category: edit.category, teamId: edit.category === 'team' ? Number(teamId) : null },
        { onSuccess: done(`Folder “${trimmed}” created in ${edit.title}.`) },
      );
    }
  }

  return (
    <Form onSubmit={handleSubmit} validationErrors={error ? { name: error } : {}} className="folder-form">
      {mutation.isError && <FormAlert messages={readFormError(mutation.error)} />}
      <TextField label="Folder name" name="name" value={name} onChange={setName} autoFocus />
      {edit.kind === 'new' && edit.category === 'team' && teams.length > 1 && (
        <Select
          label="Team"
          value={teamId}
          options={teams.map((t) => ({ value: String(t.id), label: t.name }))}
          onChange={setTeamId}
        />
      )}
      <div className="folder-form__actions">
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button type="submit" isPending={mutation.isPending}>
          {edit.kind === 'new' ? 'Create folder' : 'Rename'}
        </Button>
      </div>
    </Form>
  );
}
