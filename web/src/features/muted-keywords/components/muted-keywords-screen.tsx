/**
 * Muted keywords (spec 02 §5, §7; issue 13): the business profile's muted words, listed, added
 * (each entry split on ' / ', values already muted skipped, no call when none is new) and
 * deleted after a confirmation. Guests read the list; the API lets the other roles write.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import {
  type MutedKeyword,
  mutedKeywordQueries,
  useMuteKeywords,
  useUnmuteKeyword,
} from '../api/muted-keywords.ts';
import { planMute } from '../utils/plan-mute.ts';
import '../muted-keywords.css';

const quoteAll = (values: readonly string[]) => values.map((v) => `“${v}”`).join(', ');

export function MutedKeywordsScreen({ canWrite }: { canWrite: boolean }) {
  const keywords = useQuery(mutedKeywordQueries.list());
  const [deleting, setDeleting] = useState<MutedKeyword | null>(null);
  const remove = useUnmuteKeyword();

  return (
    <div className="settings-list">
      <section className="card" aria-labelledby="muted-keywords-heading">
        <h2 id="muted-keywords-heading" className="card__title">
          Muted keywords
        </h2>
        <p className="form__intro">
          Words that say nothing about your brand (a giveaway hashtag, a spam phrase). Muted words do not
          count in the keyword cloud or in trending keywords.
        </p>
        {!canWrite && (
          <p className="form__status" role="note">
            Guests can read the muted keywords but not change them.
          </p>
        )}
        {keywords.isPending ? (
          <Spinner label="Loading muted keywords" />
        ) : keywords.isError ? (
          <p role="alert">{readFormError(keywords.error).join(' ')}</p>
        ) : keywords.data.length === 0 ? (
          <p className="form__status">No muted keywords yet.</p>
        ) : (
          <ul className="muted-keywords" aria-label="Muted keywords">
            {keywords.data.map((k) => (
              <li key={k.id} className="muted-keywords__item">
                <span className="muted-keywords__value">{k.value}</span>
                {canWrite && (
                  <Button
                    variant="quiet"
                    className="muted-keywords__delete"
                    aria-label={`Delete ${k.value}`}
                    onPress={() => setDeleting(k)}
                  >
                    <span aria-hidden="true">✕</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {canWrite && keywords.data && <MuteForm muted={keywords.data.map((k) => k.value)} />}
      <ConfirmationModal
        isOpen={deleting !== null}
        title="Delete the muted keyword?"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            deleting.id,
            toastOutcome(`“${deleting.value}” is no longer muted.`, () => setDeleting(null)),
          );
        }}
      >
        <p>“{deleting?.value}” will count in the keyword cloud and trending keywords again.</p>
      </ConfirmationModal>
    </div>
  );
}

function MuteForm({ muted }: { muted: string[] }) {
  const mute = useMuteKeywords();
  const [entry, setEntry] = useState('');
  const [notice, setNotice] = useState<string[]>([]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { fresh, skipped } = planMute(entry, muted);
    const already = skipped.length > 0 ? `Already muted: ${quoteAll(skipped)}.` : null;
    if (fresh.length === 0) {
      // spec 02 §5: none new, no call.
      setNotice([already ?? 'Type a keyword to mute.']);
      return;
    }
    setNotice([]);
    mute.mutate(fresh, {
      onSuccess: () => {
        setEntry('');
        showToast([`Muted ${quoteAll(fresh)}.`, already].filter(Boolean).join(' '), 'success');
      },
    });
  }

  return (
    <Form onSubmit={handleSubmit} aria-label="Mute keywords" className="card">
      <h2 className="card__title">Mute keywords</h2>
      <FormAlert messages={mute.isError ? readFormError(mute.error) : notice} />
      <div className="muted-keywords__add">
        <TextField
          name="mutedKeywords"
          label="Keywords"
          description="Several at once: separate them with “ / ”, as in giveaway / promo code."
          value={entry}
          onChange={(value) => {
            setEntry(value);
            setNotice([]);
          }}
        />
        <Button type="submit" isPending={mute.isPending}>
          Mute
        </Button>
      </div>
    </Form>
  );
}
