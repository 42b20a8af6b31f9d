/**
 * The caller's pinned questions (spec 01 §7 /v1/helper/pinned_questions): ask one with a click,
 * pin a new one, edit or unpin (after a confirmation).
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { Form } from '#/components/ui/form.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { helperQueries, type PinnedQuestion, useDeletePinned, useSavePinned } from '../api/helper.ts';

export function PinnedQuestions({ onAsk }: { onAsk: (text: string) => void }) {
  const pinned = useQuery(helperQueries.pinned());
  const save = useSavePinned();
  const remove = useDeletePinned();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<PinnedQuestion | null>(null);
  const [deleting, setDeleting] = useState<PinnedQuestion | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      { id: editing?.id ?? null, text },
      {
        onSuccess: () => {
          showToast(editing ? 'Pinned question saved.' : 'Question pinned.', 'success');
          setEditing(null);
          setText('');
        },
        onError: (error) => showToast(readFormError(error).join(' ')),
      },
    );
  }

  return (
    <section className="card helper-pinned" aria-labelledby="pinned-heading">
      <h2 id="pinned-heading" className="card__title">
        Pinned questions
      </h2>
      {pinned.isPending ? (
        <Spinner label="Loading pinned questions" />
      ) : pinned.isError ? (
        <p role="alert">{readFormError(pinned.error).join(' ')}</p>
      ) : pinned.data.data.length === 0 ? (
        <p className="helper-pinned__empty">
          Pin the questions you ask often to ask them again with one click.
        </p>
      ) : (
        <ul className="helper-pinned__list" aria-label="Pinned questions">
          {pinned.data.data.map((q) => (
            <li key={q.id} className="helper-pinned__item">
              <Button
                variant="secondary"
                className="button--small helper-pinned__ask"
                onPress={() => onAsk(q.text)}
              >
                {q.text}
              </Button>
              <Button
                variant="quiet"
                className="button--small"
                aria-label={`Edit pinned question: ${q.text}`}
                onPress={() => {
                  setEditing(q);
                  setText(q.text);
                }}
              >
                Edit
              </Button>
              <Button
                variant="quiet"
                className="button--small"
                aria-label={`Unpin: ${q.text}`}
                onPress={() => setDeleting(q)}
              >
                Unpin
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form
        onSubmit={handleSubmit}
        className="helper-pinned__form"
        aria-label={editing ? 'Edit pinned question' : 'Pin a question'}
      >
        <TextField
          name="text"
          label={editing ? 'Edit the question' : 'Pin a question'}
          value={text}
          onChange={setText}
          maxLength={500}
        />
        <div className="helper-pinned__form-actions">
          {editing && (
            <Button
              variant="secondary"
              onPress={() => {
                setEditing(null);
                setText('');
              }}
            >
              Cancel
            </Button>
          )}
          <Button type="submit" isPending={save.isPending} isDisabled={!text.trim()}>
            {editing ? 'Save' : 'Pin'}
          </Button>
        </div>
      </Form>
      <ConfirmationModal
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              showToast('Question unpinned.', 'success');
            },
            onError: (error) => {
              setDeleting(null);
              showToast(readFormError(error).join(' '));
            },
          });
        }}
      >
        <p>"{deleting?.text}" will no longer be pinned.</p>
      </ConfirmationModal>
    </section>
  );
}
