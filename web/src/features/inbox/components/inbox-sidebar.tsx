/**
 * spec 02 §2 inbox sidebar: a search, then the groups in order (utils/sidebar-groups.ts), each
 * with its categories, sort buttons, 'more' after 15 items and an add option.
 */
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { Link } from '#/components/ui/link.tsx';
import { SegmentedControl } from '#/components/ui/segmented-control.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { MORE_AFTER, type SidebarGroup, type SidebarSort, sortItems } from '../utils/sidebar-groups.ts';

export interface InboxSidebarProps {
  groups: readonly SidebarGroup[];
  search: string;
  onSearch: (value: string) => void;
  current: string | null;
  hrefOf: (source: string) => string;
  onAdd: (group: SidebarGroup) => void;
  canAdd: boolean;
}

function Group({
  group,
  current,
  hrefOf,
  onAdd,
  canAdd,
}: { group: SidebarGroup } & Omit<InboxSidebarProps, 'groups' | 'search' | 'onSearch'>) {
  const [sort, setSort] = useState<SidebarSort>('popularity');
  const [expanded, setExpanded] = useState(false);
  const sorted = group.id === 'labels' ? group.items : sortItems(group.items, sort);
  const shown = expanded ? sorted : sorted.slice(0, MORE_AFTER);
  const categories = [...new Set(shown.map((i) => i.category))];
  const headingId = `inbox-group-${group.id}`;
  return (
    <section className="inbox-group" aria-labelledby={headingId}>
      <div className="inbox-group__head">
        <h2 id={headingId} className="inbox-group__title">
          {group.title}
        </h2>
        {canAdd && group.id !== 'labels' && (
          <Button
            variant="quiet"
            className="inbox-group__add"
            aria-label={`Add to ${group.title}`}
            onPress={() => onAdd(group)}
          >
            +
          </Button>
        )}
      </div>
      {group.id !== 'labels' && group.items.length > 1 && (
        <SegmentedControl
          label={`Sort ${group.title}`}
          value={sort}
          onChange={setSort}
          options={[
            { value: 'popularity', label: group.popularity },
            { value: 'date', label: 'Date' },
          ]}
        />
      )}
      {group.items.length === 0 ? (
        <p className="inbox-group__empty">Nothing here yet.</p>
      ) : (
        categories.map((category) => (
          <div key={category} className="inbox-group__category">
            {group.id !== 'labels' && <h3 className="inbox-group__category-title">{category}</h3>}
            <ul className="inbox-group__items">
              {shown
                .filter((i) => i.category === category)
                .map((i) => (
                  <li key={i.source}>
                    <Link
                      href={hrefOf(i.source)}
                      className="inbox-group__item"
                      aria-current={current === i.source ? 'page' : undefined}
                    >
                      {i.name}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))
      )}
      {sorted.length > MORE_AFTER && (
        <Button variant="quiet" onPress={() => setExpanded((e) => !e)}>
          {expanded ? 'less' : 'more'}
        </Button>
      )}
    </section>
  );
}

export function InboxSidebar({ groups, search, onSearch, ...rest }: InboxSidebarProps) {
  return (
    <nav className="inbox-sidebar" aria-label="Inbox sources">
      <TextField label="Find a source" value={search} onChange={onSearch} placeholder="Search" />
      {groups.map((g) => (
        <Group key={g.id} group={g} {...rest} />
      ))}
    </nav>
  );
}
