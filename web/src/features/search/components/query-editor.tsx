/**
 * spec 02 §4 query groups (must / must-not) with keyword suggestions (`/v1/keywords`, 10), which
 * are added with the keyboard (a button per suggestion, into the chosen group) or dragged onto a
 * group. Terms the checker finds fault with are marked where they stand.
 */
import type { QueryError, QueryWarning } from '@sl/api-contract/schemas/search';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { DragHandle, DropTarget } from '#/components/ui/drag-drop.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { searchQueries } from '../api/search-library.ts';
import { useDebounced } from '../utils/use-debounced.ts';
import { addTerm, type QueryGroup, removeTerm } from '../utils/working-copy.ts';

const KEYWORD_TYPE = 'application/x-sl-keyword';
const GROUP_TITLE = { must: 'Must contain one of', 'must-not': 'Must not contain' } as const;

type Finding = Pick<QueryError | QueryWarning, 'group' | 'term' | 'message'>;

export function QueryEditor({
  groups,
  onChange,
  readOnly,
  errors,
  warnings,
}: {
  groups: QueryGroup[];
  onChange: (groups: QueryGroup[]) => void;
  readOnly: boolean;
  errors: Finding[];
  warnings: Finding[];
}) {
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [word, setWord] = useState('');
  const [target, setTarget] = useState('0');
  const debouncedWord = useDebounced(word.trim(), 300);
  const suggestions = useQuery(searchQueries.keywords(debouncedWord));
  const marks = (gi: number, ti: number) =>
    errors.some((e) => e.group === gi && e.term === ti)
      ? 'term--error'
      : warnings.some((w) => w.group === gi && w.term === ti)
        ? 'term--warning'
        : '';

  const add = (gi: number, term: string) => onChange(addTerm(groups, gi, term));

  return (
    <div className="query-editor">
      {groups.map((g, gi) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id; their position is their identity
        <fieldset key={gi} className={`query-group query-group--${g.type}`}>
          <legend className="query-group__title">
            {GROUP_TITLE[g.type]} <span className="query-group__number">(group {gi + 1})</span>
          </legend>
          <DropTarget
            type={KEYWORD_TYPE}
            label={`Drop a keyword into group ${gi + 1}`}
            onDrop={(value) => !readOnly && add(gi, value)}
            className="query-group__terms"
          >
            {g.terms.length === 0 && <span className="query-group__empty">No terms yet</span>}
            <ul className="terms" aria-label={`Terms of group ${gi + 1}`}>
              {g.terms.map((t, ti) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a term may repeat while typed
                <li key={ti} className={`term ${marks(gi, ti)}`}>
                  <span className="term__text">{t || '(blank)'}</span>
                  {!readOnly && (
                    <Button
                      variant="quiet"
                      className="term__remove"
                      aria-label={`Remove ${t} from group ${gi + 1}`}
                      onPress={() => onChange(removeTerm(groups, gi, ti))}
                    >
                      <span aria-hidden="true">✕</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </DropTarget>
          {!readOnly && (
            <div className="query-group__add">
              <TextField
                label={`Add a term to group ${gi + 1}`}
                value={typed[gi] ?? ''}
                onChange={(v) => setTyped((s) => ({ ...s, [gi]: v }))}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    add(gi, typed[gi] ?? '');
                    setTyped((s) => ({ ...s, [gi]: '' }));
                  }
                }}
                description="Enter adds it"
              />
              <Button variant="secondary" onPress={() => onChange(groups.filter((_, k) => k !== gi))}>
                Remove group {gi + 1}
              </Button>
            </div>
          )}
        </fieldset>
      ))}
      {!readOnly && (
        <div className="query-editor__groups">
          <Button variant="secondary" onPress={() => onChange([...groups, { type: 'must', terms: [] }])}>
            Add a must group
          </Button>
          <Button variant="secondary" onPress={() => onChange([...groups, { type: 'must-not', terms: [] }])}>
            Add a must-not group
          </Button>
        </div>
      )}
      {!readOnly && groups.length > 0 && (
        <section className="suggestions" aria-labelledby="suggestions-title">
          <h3 id="suggestions-title" className="suggestions__title">
            Keyword suggestions
          </h3>
          <div className="suggestions__controls">
            <TextField label="Words starting with" value={word} onChange={setWord} />
            <Select
              label="Add suggestions to"
              value={String(Math.min(Number(target), groups.length - 1))}
              options={groups.map((g, gi) => ({ value: String(gi), label: `Group ${gi + 1} (${g.type})` }))}
              onChange={setTarget}
            />
          </div>
          <ul className="suggestions__list" aria-label="Suggested keywords">
            {(debouncedWord ? (suggestions.data?.data ?? []) : []).map((s) => (
              <li key={s.word} className="suggestion">
                <DragHandle type={KEYWORD_TYPE} value={s.word} label={s.word} />
                <Button
                  variant="secondary"
                  className="button--small"
                  onPress={() => add(Math.min(Number(target), groups.length - 1), s.word)}
                >
                  Add {s.word} <span className="suggestion__count">({s.count})</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
