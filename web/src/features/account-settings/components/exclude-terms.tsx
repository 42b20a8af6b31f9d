/**
 * spec 01 §2 /account/settings/sentiment: the business profile's sentiment exclude terms. Every
 * signed-in user reads them; admins and system admins add, change and delete them (the API's
 * access, api-contract endpoints/sentiment-exclude-words.ts), so the others see the list only.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import {
  type ExcludeTerm,
  excludeTermQueries,
  useDeleteExcludeTerm,
} from '../api/sentiment-exclude-words.ts';
import {
  ALL_NETWORKS,
  languagesLabel,
  networkBadges,
  replacementLabel,
} from '../utils/describe-exclude-term.ts';
import { ExcludeTermForm } from './exclude-term-form.tsx';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; term: ExcludeTerm };

export function ExcludeTerms({ canWrite }: { canWrite: boolean }) {
  const terms = useQuery(excludeTermQueries.list());
  const remove = useDeleteExcludeTerm();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<ExcludeTerm | null>(null);

  const finish = (message: string) => {
    setEditing({ kind: 'none' });
    showToast(message, 'success');
  };

  function confirmDelete() {
    if (!deleting) return;
    const { textToExclude } = deleting;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        showToast(`'${textToExclude}' deleted.`, 'success');
      },
      onError: (error) => {
        setDeleting(null);
        showToast(readFormError(error).join(' '));
      },
    });
  }

  return (
    <div className="settings-list">
      <section className="card" aria-labelledby="exclude-terms-heading">
        <h2 id="exclude-terms-heading" className="card__title">
          Sentiment exclude terms
        </h2>
        <p className="form__intro">
          Terms that read as praise or complaint but are not a customer's opinion (a product name, a campaign
          hashtag). They are removed from posts, or replaced, before sentiment is scored.
        </p>
        {!canWrite && (
          <p className="form__status" role="note">
            Only admins can change these terms.
          </p>
        )}
        {terms.isPending ? (
          <Spinner label="Loading exclude terms" />
        ) : terms.isError ? (
          <p role="alert">{readFormError(terms.error).join(' ')}</p>
        ) : terms.data.length === 0 ? (
          <p className="form__status">No exclude terms yet.</p>
        ) : (
          <ul className="exclude-terms" aria-label="Exclude terms">
            {terms.data.map((term) => (
              <ExcludeTermRow
                key={term.id}
                term={term}
                canWrite={canWrite}
                onEdit={() => setEditing({ kind: 'edit', term })}
                onDelete={() => setDeleting(term)}
              />
            ))}
          </ul>
        )}
        {canWrite && editing.kind === 'none' && (
          <div className="card__actions">
            <Button onPress={() => setEditing({ kind: 'new' })}>Add term</Button>
          </div>
        )}
      </section>
      {canWrite && editing.kind !== 'none' && (
        <ExcludeTermForm
          // A new key per term resets the form's fields when another term is chosen.
          key={editing.kind === 'edit' ? editing.term.id : 'new'}
          term={editing.kind === 'edit' ? editing.term : null}
          onDone={finish}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      <ConfirmationModal
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      >
        <p>Posts will be scored with the term "{deleting?.textToExclude}" again.</p>
      </ConfirmationModal>
    </div>
  );
}

interface ExcludeTermRowProps {
  term: ExcludeTerm;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function ExcludeTermRow({ term, canWrite, onEdit, onDelete }: ExcludeTermRowProps) {
  const networks = networkBadges(term.socialTypes);
  return (
    <li className="exclude-term">
      <div className="exclude-term__head">
        <span className="exclude-term__text">{term.textToExclude}</span>
        {canWrite && (
          <span className="exclude-term__actions">
            <Button variant="quiet" onPress={onEdit} aria-label={`Edit ${term.textToExclude}`}>
              Edit
            </Button>
            <Button variant="quiet" onPress={onDelete} aria-label={`Delete ${term.textToExclude}`}>
              Delete
            </Button>
          </span>
        )}
      </div>
      <dl className="exclude-term__details">
        <div>
          <dt>Replacement</dt>
          <dd>{replacementLabel(term.replaceWith)}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{languagesLabel(term.languages)}</dd>
        </div>
        <div>
          <dt>Networks</dt>
          <dd>
            {networks.length === 0 ? (
              ALL_NETWORKS
            ) : (
              <ul className="exclude-term__networks">
                {networks.map((n) => (
                  <li key={n.key} className="exclude-term__network">
                    <span
                      className="exclude-term__swatch"
                      style={{ background: n.color }}
                      aria-hidden="true"
                    />
                    {n.name}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
