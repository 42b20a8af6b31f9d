/**
 * spec 02 §2 search sidebar: BRAND / MY / TEAM SEARCHES, filtered by name (case-insensitive),
 * pinned first then by name, folders with pin toggles. spec 02 §4: a search moves into or out
 * of a folder only within its category, by dragging or with the "Move to" select.
 */
import type { Camelize } from '@sl/api-contract/client/case';
import type { SearchCategory, SearchFolderWire } from '@sl/api-contract/schemas/search';
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { DragHandle, DropTarget } from '#/components/ui/drag-drop.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { useDeleteFolder, useMoveSearch, useTogglePin } from '../api/search-library.ts';
import { byPinnedThenName, type SearchItem } from '../utils/working-copy.ts';
import { FolderDialog, type FolderEdit } from './folder-dialog.tsx';

export type SearchFolder = Camelize<SearchFolderWire>;

const CATEGORIES: { key: SearchCategory; title: string }[] = [
  { key: 'brand', title: 'BRAND SEARCHES' },
  { key: 'my', title: 'MY SEARCHES' },
  { key: 'team', title: 'TEAM SEARCHES' },
];
const ITEM_TYPE = 'application/x-sl-search-item';
const NO_FOLDER = 'none';

/** Folders a search may move into: same category (and team, and owner for MY SEARCHES). */
const sameShelf = (item: SearchItem, folder: SearchFolder) =>
  item.category === folder.category &&
  item.teamId === folder.teamId &&
  (item.category !== 'my' || item.ownerAccountId === folder.ownerAccountId);

export function SearchSidebar({
  items,
  folders,
  openId,
  canWrite,
  canManage,
  teams,
  onOpen,
  onDeleteItem,
}: {
  items: SearchItem[];
  folders: SearchFolder[];
  openId: number | null;
  /** Pins and moves (every role but guests). */
  canWrite: boolean;
  /** Creating, renaming and deleting the folders of a shelf (brand: admins only, as the API). */
  canManage: (category: SearchCategory) => boolean;
  /** The user's teams: a TEAM SEARCHES folder belongs to one of them. */
  teams: readonly { id: number; name: string }[];
  onOpen: (id: number) => void;
  onDeleteItem: (item: SearchItem) => void;
}) {
  const [filter, setFilter] = useState('');
  const [folderToDelete, setFolderToDelete] = useState<SearchFolder | null>(null);
  const [folderEdit, setFolderEdit] = useState<FolderEdit | null>(null);
  const move = useMoveSearch();
  const pin = useTogglePin();
  const deleteFolder = useDeleteFolder();
  const needle = filter.trim().toLowerCase();
  const shown = items.filter((i) => i.name.toLowerCase().includes(needle)).sort(byPinnedThenName);

  const moveTo = (item: SearchItem, folderId: number | null) => {
    if (item.folderId !== folderId) move.mutate({ id: item.id, folderId });
  };
  const dropInto = (folderId: number | null) => (value: string) => {
    const item = items.find((i) => String(i.id) === value);
    const folder = folders.find((f) => f.id === folderId);
    if (item && (folderId === null || (folder && sameShelf(item, folder)))) moveTo(item, folderId);
  };

  const row = (item: SearchItem) => {
    const targets = folders.filter((f) => sameShelf(item, f));
    return (
      <li key={item.id} className="library__item">
        <div className="library__row">
          {canWrite && <DragHandle type={ITEM_TYPE} value={String(item.id)} label={item.name} />}
          <Button
            variant="quiet"
            className={`library__open${item.id === openId ? ' library__open--current' : ''}`}
            aria-current={item.id === openId ? 'page' : undefined}
            onPress={() => onOpen(item.id)}
          >
            {item.name}
          </Button>
          {canWrite && (
            <Button
              variant="quiet"
              className="library__icon"
              aria-pressed={item.pinned}
              aria-label={`Pin ${item.name}`}
              onPress={() => pin.mutate({ kind: 'item', id: item.id })}
            >
              <span aria-hidden="true">{item.pinned ? '★' : '☆'}</span>
            </Button>
          )}
          {canWrite && (
            <Button
              variant="quiet"
              className="library__icon"
              aria-label={`Delete ${item.name}`}
              onPress={() => onDeleteItem(item)}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          )}
        </div>
        {/* The keyboard alternative to dragging, for the open search (keeps the list short). */}
        {canWrite && item.id === openId && targets.length > 0 && (
          <Select
            className="library__move"
            label={`Move ${item.name} to`}
            value={item.folderId === null ? NO_FOLDER : String(item.folderId)}
            options={[
              { value: NO_FOLDER, label: 'No folder' },
              ...targets.map((f) => ({ value: String(f.id), label: f.name })),
            ]}
            onChange={(v) => moveTo(item, v === NO_FOLDER ? null : Number(v))}
          />
        )}
      </li>
    );
  };

  return (
    <nav className="library" aria-label="Saved searches">
      <TextField label="Filter searches" value={filter} onChange={setFilter} className="library__filter" />
      {CATEGORIES.map(({ key, title }) => {
        const mine = shown.filter((i) => i.category === key);
        const shelf = folders.filter((f) => f.category === key).sort(byPinnedThenName);
        const loose = mine.filter((i) => i.folderId === null || !shelf.some((f) => f.id === i.folderId));
        return (
          <section key={key} className="library__category" aria-labelledby={`library-${key}`}>
            <div className="library__title-row">
              <h2 id={`library-${key}`} className="library__title">
                {title}
              </h2>
              {canManage(key) && (key !== 'team' || teams.length > 0) && (
                <Button
                  variant="quiet"
                  className="library__new-folder"
                  aria-label={`New folder in ${title}`}
                  onPress={() => setFolderEdit({ kind: 'new', category: key, title })}
                >
                  + Folder
                </Button>
              )}
            </div>
            {shelf.map((folder) => {
              const inside = mine.filter((i) => i.folderId === folder.id);
              if (needle && inside.length === 0) return null;
              return (
                <div key={folder.id} className="library__folder">
                  <div className="library__row">
                    <DropTarget
                      type={ITEM_TYPE}
                      label={`Folder ${folder.name}`}
                      onDrop={dropInto(folder.id)}
                      className="library__folder-name"
                    >
                      <span aria-hidden="true">▸ </span>
                      {folder.name}
                    </DropTarget>
                    {canWrite && (
                      <Button
                        variant="quiet"
                        className="library__icon"
                        aria-pressed={folder.pinned}
                        aria-label={`Pin folder ${folder.name}`}
                        onPress={() => pin.mutate({ kind: 'folder', id: folder.id })}
                      >
                        <span aria-hidden="true">{folder.pinned ? '★' : '☆'}</span>
                      </Button>
                    )}
                    {canManage(key) && (
                      <Button
                        variant="quiet"
                        className="library__icon"
                        aria-label={`Rename folder ${folder.name}`}
                        onPress={() => setFolderEdit({ kind: 'rename', id: folder.id, name: folder.name })}
                      >
                        <span aria-hidden="true">✎</span>
                      </Button>
                    )}
                    {canManage(key) && (
                      <Button
                        variant="quiet"
                        className="library__icon"
                        aria-label={`Delete folder ${folder.name}`}
                        onPress={() => setFolderToDelete(folder)}
                      >
                        <span aria-hidden="true">✕</span>
                      </Button>
                    )}
                  </div>
                  <ul className="library__list library__list--nested" aria-label={`In ${folder.name}`}>
                    {inside.map(row)}
                  </ul>
                </div>
              );
            })}
            {canWrite && shelf.length > 0 && (
              <DropTarget type={ITEM_TYPE} label={`Out of folders, ${title}`} onDrop={dropInto(null)}>
                <span className="library__hint">Drop here to take a search out of its folder</span>
              </DropTarget>
            )}
            {loose.length > 0 ? (
              <ul className="library__list" aria-label={title}>
                {loose.map(row)}
              </ul>
            ) : (
              mine.length === 0 && <p className="library__empty">No searches</p>
            )}
          </section>
        );
      })}
      <FolderDialog edit={folderEdit} teams={teams} onClose={() => setFolderEdit(null)} />
      <ConfirmationModal
        isOpen={folderToDelete !== null}
        title="Delete the folder?"
        confirmLabel="Delete"
        isPending={deleteFolder.isPending}
        onCancel={() => setFolderToDelete(null)}
        onConfirm={() => {
          if (!folderToDelete) return;
          const { id, name } = folderToDelete;
          deleteFolder.mutate(id, {
            onSettled: () => setFolderToDelete(null),
            onSuccess: () => showToast(`Folder “${name}” deleted.`, 'success'),
          });
        }}
      >
        {/* spec 02 §4: deleting a folder releases its items. */}
        Its searches stay in the library, out of any folder.
      </ConfirmationModal>
    </nav>
  );
}
