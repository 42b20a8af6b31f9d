/** spec 02 §2 dashboard context selector: sections brands, my_searches, team_searches; at most 3. */
import { MAX_SELECTED_CONTEXTS } from '@sl/api-contract/schemas/common-values';
import { useState } from 'react';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { nextContextIds, SECTION_LABELS, type SelectorContext } from '../utils/select-contexts.ts';
import type { ReadContext } from '../utils/widget-env.ts';

export interface ContextSelectorProps {
  contexts: readonly SelectorContext[];
  selected: readonly ReadContext[];
  onChange: (ids: number[]) => void;
}

export function ContextSelector({ contexts, selected, onChange }: ContextSelectorProps) {
  const [refused, setRefused] = useState(false);
  const options = contexts.map((c) => ({
    id: String(c.id),
    name: c.title,
    section: SECTION_LABELS[c.section] ?? c.section,
  }));
  return (
    <div className="context-selector">
      <MultiSelect
        label="Contexts"
        options={options}
        value={selected.map((c) => String(c.id))}
        onChange={(keys) => {
          const next = nextContextIds(
            selected.map((c) => c.id),
            keys.map(Number),
          );
          setRefused(next.refused);
          if (next.ids.length > 0) onChange(next.ids);
        }}
        summary={(n) => (n === 1 ? (selected[0]?.title ?? '1 selected') : `${n} selected`)}
        isSearchable
        renderOption={(o) => (
          <span className="context-option">
            <span>{o.name}</span>
            <span className="context-option__section">{o.section}</span>
          </span>
        )}
      />
      <ul className="context-chips" aria-label="Selected contexts">
        {selected.map((c) => (
          <li key={c.id} className="context-chip">
            <span className="context-chip__swatch" style={{ backgroundColor: c.color }} aria-hidden="true" />
            {c.title}
          </li>
        ))}
      </ul>
      {refused ? (
        <p className="field__error" role="alert">
          At most {MAX_SELECTED_CONTEXTS} contexts can be compared.
        </p>
      ) : null}
    </div>
  );
}
