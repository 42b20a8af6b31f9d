/**
 * spec 02 §2 templates modal column 2: New Message, the search box, the language filter, the
 * 'Sort by date' toggle and the list; each item shows name, message, last updater and time, a pin
 * toggle (saved items only) and delete. The list is already filtered and sorted by the caller.
 */
import { LANGUAGES } from '@sl/api-contract/lookups';
import { Button } from '#/components/ui/button.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { ToggleButton } from '#/components/ui/toggle-button.tsx';
import { useTimeZone } from '#/lib/time-zone.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import type { Template } from '../api/templates.ts';
import type { TemplateListFilter } from '../utils/filter-templates.ts';
import { selectedLabel } from '../utils/template-draft.ts';

const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ id: l.code, name: l.name }));

export type ItemKey = number | 'new';

export interface TemplateListProps {
  templates: readonly Template[];
  /** The unsaved new item's name as typed so far, or null when there is none (spec 02 §4). */
  newItemName: string | null;
  selected: ItemKey | null;
  filter: TemplateListFilter;
  onFilterChange: (filter: TemplateListFilter) => void;
  onNew: () => void;
  onSelect: (key: ItemKey) => void;
  onTogglePin: (template: Template) => void;
  onDelete: (key: ItemKey) => void;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  canWrite: boolean;
}

export function TemplateList(props: TemplateListProps) {
  const { filter, onFilterChange, templates, newItemName, selected } = props;
  const timeZone = useTimeZone();
  const set =
    <K extends keyof TemplateListFilter>(key: K) =>
    (value: TemplateListFilter[K]) =>
      onFilterChange({ ...filter, [key]: value });
  const empty = templates.length === 0 && newItemName === null;
  return (
    <section className="templates__list-column" aria-label="Templates">
      {props.canWrite && (
        <Button variant="secondary" onPress={props.onNew}>
          New Message
        </Button>
      )}
      <TextField
        label="Search"
        className="templates__search"
        placeholder="Search for template"
        value={filter.search}
        onChange={set('search')}
      />
      <div className="templates__list-tools">
        <MultiSelect
          label="Language"
          options={LANGUAGE_OPTIONS}
          value={filter.languages}
          onChange={set('languages')}
          summary={selectedLabel}
          isSearchable
        />
        <ToggleButton
          className="templates__sort"
          // spec 02 §9: DESC by date by default; pressing it puts the oldest first.
          isSelected={filter.order === 'asc'}
          onChange={(asc) => set('order')(asc ? 'asc' : 'desc')}
          aria-label={`Sort by date, ${filter.order === 'desc' ? 'newest' : 'oldest'} first`}
        >
          Sort by date {filter.order === 'desc' ? '↓' : '↑'}
        </ToggleButton>
      </div>
      {props.isError ? (
        <div className="templates__state" role="alert">
          <p>The templates could not be loaded.</p>
          <Button variant="secondary" onPress={props.onRetry}>
            Try again
          </Button>
        </div>
      ) : props.isLoading ? (
        <ul className="templates__items" aria-busy="true" aria-label="Loading templates">
          {[0, 1, 2].map((i) => (
            <li key={i} className="templates__item templates__item--skeleton" />
          ))}
        </ul>
      ) : empty ? (
        <p className="templates__state">
          No templates match. Clear the search or filters, or write a new message.
        </p>
      ) : (
        <ul className="templates__items">
          {newItemName !== null && (
            <li className="templates__item" data-selected={selected === 'new' || undefined}>
              <Button
                variant="quiet"
                className="templates__item-main"
                aria-current={selected === 'new' || undefined}
                onPress={() => props.onSelect('new')}
              >
                <span className="templates__item-name">{newItemName || 'New template'}</span>
                <span className="templates__item-meta">Not saved yet</span>
              </Button>
              <div className="templates__item-actions">
                <Button
                  variant="quiet"
                  aria-label="Delete new template"
                  onPress={() => props.onDelete('new')}
                >
                  Delete
                </Button>
              </div>
            </li>
          )}
          {templates.map((t) => (
            <li key={t.id} className="templates__item" data-selected={selected === t.id || undefined}>
              <Button
                variant="quiet"
                className="templates__item-main"
                aria-current={selected === t.id || undefined}
                onPress={() => props.onSelect(t.id)}
              >
                <span className="templates__item-name">{t.name}</span>
                <span className="templates__item-message">{t.message}</span>
                <span className="templates__item-meta">
                  {t.updatedByName} · {formatDateTime(t.updatedAt, timeZone)}
                </span>
              </Button>
              {props.canWrite && (
                <div className="templates__item-actions">
                  <ToggleButton
                    className="templates__pin"
                    aria-label={`Pin ${t.name}`}
                    isSelected={t.pinned}
                    onChange={() => props.onTogglePin(t)}
                  >
                    {t.pinned ? 'Pinned' : 'Pin'}
                  </ToggleButton>
                  <Button
                    variant="quiet"
                    aria-label={`Delete ${t.name}`}
                    onPress={() => props.onDelete(t.id)}
                  >
                    Delete
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
