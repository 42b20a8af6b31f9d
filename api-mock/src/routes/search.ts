/**
 * The saved-search library (spec 02 §2, §3, §4, §7) over the searchItems and searchFolders
 * collections. Rules of spec 02 §4: moving a search into or out of a folder is allowed only
 * within the same category and sets folderId (or none); pin toggles return the new flag;
 * deleting a folder releases its items to no folder. A folder's `items` and its items'
 * `folder_id` are kept in step on every change.
 */
import { searchLibrary as ep } from '@sl/api-contract/endpoints';
import type { SearchCategory, SearchFolderWire, SearchItemWire } from '@sl/api-contract/schemas/search';
import type { FastifyInstance } from 'fastify';
import { accountOf } from '../lib/access.ts';
import { contractRoute } from '../lib/contract-route.ts';
import { deleteRecord, nextId, updateRecord } from '../lib/records.ts';
import { seesSearch } from '../lib/search-visibility.ts';
import type { MockContext } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import { checkClock, matchingPosts, previewRange, validateQuery } from '../search/validate-query.ts';
import type { AccountRecord } from '../store/records.ts';

const byPinnedThenName = <T extends { pinned: boolean; name: string; id: number }>(a: T, b: T) =>
  Number(b.pinned) - Number(a.pinned) || a.name.localeCompare(b.name) || a.id - b.id;

export default async function searchLibraryRoutes(app: FastifyInstance, options: MockContext) {
  const { store } = options;
  const items = store.collections.searchItems;
  const folders = store.collections.searchFolders;

  const itemOf = (id: number, me: AccountRecord): SearchItemWire => {
    const r = items.all().find((x) => x.id === id);
    if (!r || !seesSearch(r, me)) throw new HttpError(404, 'Saved search not found.');
    return r;
  };
  const folderOf = (id: number, me: AccountRecord): SearchFolderWire => {
    const r = folders.all().find((x) => x.id === id);
    if (!r || !seesSearch(r, me)) throw new HttpError(404, 'Folder not found.');
    return r;
  };
  /** Brand searches are the business profile's: only admins change them (our choice). */
  const assertMayChange = (category: SearchCategory, me: AccountRecord) => {
    if (category === 'brand' && me.role !== 0 && me.role !== 1) {
      throw new HttpError(403, 'You are not allowed to do this.');
    }
  };
  /** Owner and team of a new record: 'my' is the caller's, 'team' one of the caller's teams. */
  const placement = (category: SearchCategory, teamId: number | null, me: AccountRecord) => {
    if (category !== 'team') return { owner_account_id: me.id, team_id: null };
    if (teamId === null || !me.team_ids.includes(teamId)) {
      throw new HttpError(400, 'Team id Wrong value!', { team_id: ['Wrong value!'] });
    }
    return { owner_account_id: me.id, team_id: teamId };
  };
  const assertSameCategory = (item: SearchItemWire, folder: SearchFolderWire) => {
    if (
      item.category !== folder.category ||
      item.team_id !== folder.team_id ||
      (item.category === 'my' && item.owner_account_id !== folder.owner_account_id)
    ) {
      throw new HttpError(422, 'A search can move only into a folder of its own category.', {
        folder_id: ['Wrong value!'],
      });
    }
  };
  /** Sets an item's folder and keeps both folders' item lists in step. */
  const moveItem = async (item: SearchItemWire, folderId: number | null): Promise<SearchItemWire> => {
    for (const f of folders.all().filter((x) => x.items.includes(item.id) && x.id !== folderId)) {
      await updateRecord(folders, f, (d) => {
        d.items = d.items.filter((id) => id !== item.id);
      });
    }
    if (folderId !== null) {
      const target = folders.all().find((x) => x.id === folderId);
      if (target && !target.items.includes(item.id)) {
        await updateRecord(folders, target, (d) => {
          d.items = [...d.items, item.id];
        });
      }
    }
    return updateRecord(items, item, (d) => {
      d.folder_id = folderId;
    });
  };

  contractRoute(app, options, ep.listSearchItems, ({ identity }) => {
    const me = accountOf(identity);
    return {
      data: items
        .all()
        .filter((r) => seesSearch(r, me))
        .sort(byPinnedThenName),
    };
  });
  contractRoute(app, options, ep.listSearchFolders, ({ identity }) => {
    const me = accountOf(identity);
    return {
      data: folders
        .all()
        .filter((r) => seesSearch(r, me))
        .sort(byPinnedThenName),
    };
  });

  contractRoute(app, options, ep.createSearchItem, async ({ body, identity }) => {
    const me = accountOf(identity);
    assertMayChange(body.category, me);
    const created = await items.create({
      id: nextId(items.all()),
      name: body.name,
      category: body.category,
      folder_id: null,
      logo_src: body.logo_src,
      pinned: body.pinned,
      are_alerts_enabled: false,
      business_profile_id: me.business_profile_id,
      ...placement(body.category, body.team_id, me),
      query: body.query,
      filters: body.filters,
    });
    if (body.folder_id === null) return created;
    const folder = folders.all().find((f) => f.id === body.folder_id && seesSearch(f, me));
    if (!folder) {
      deleteRecord(items, created);
      throw new HttpError(404, 'Folder not found.');
    }
    try {
      assertSameCategory(created, folder);
    } catch (err) {
      deleteRecord(items, created);
      throw err;
    }
    return moveItem(created, folder.id);
  });

  contractRoute(app, options, ep.updateSearchItem, async ({ params, body, identity }) => {
    const me = accountOf(identity);
    const item = itemOf(params.id, me);
    assertMayChange(item.category, me);
    if (body.folder_id !== undefined && body.folder_id !== null)
      assertSameCategory(item, folderOf(body.folder_id, me));
    let updated = await updateRecord(items, item, (d) => {
      if (body.name !== undefined) d.name = body.name;
      if (body.logo_src !== undefined) d.logo_src = body.logo_src;
      if (body.query !== undefined) d.query = body.query;
      if (body.filters !== undefined) d.filters = body.filters;
      if (body.are_alerts_enabled !== undefined) d.are_alerts_enabled = body.are_alerts_enabled;
    });
    if (body.folder_id !== undefined) updated = await moveItem(updated, body.folder_id);
    return updated;
  });

  contractRoute(app, options, ep.toggleSearchItemPin, async ({ params, identity }) => {
    const item = itemOf(params.id, accountOf(identity));
    const updated = await updateRecord(items, item, (d) => {
      d.pinned = !d.pinned;
    });
    return { pinned: updated.pinned };
  });

  contractRoute(app, options, ep.deleteSearchItem, async ({ params, identity }) => {
    const me = accountOf(identity);
    const item = itemOf(params.id, me);
    assertMayChange(item.category, me);
    await moveItem(item, null);
    deleteRecord(items, item);
  });

  contractRoute(app, options, ep.createSearchFolder, async ({ body, identity }) => {
    const me = accountOf(identity);
    assertMayChange(body.category, me);
    const folder: SearchFolderWire = {
      id: nextId(folders.all()),
      name: body.name,
      category: body.category,
      pinned: false,
      items: [],
      business_profile_id: me.business_profile_id,
      ...placement(body.category, body.team_id, me),
    };
    // Every item must exist for the caller and share the category before anything is written.
    const members = [...new Set(body.items)].map((id) => itemOf(id, me));
    for (const m of members) assertSameCategory(m, folder);
    const created = await folders.create(folder);
    for (const m of members) await moveItem(m, created.id);
    return folderOf(created.id, me);
  });

  contractRoute(app, options, ep.updateSearchFolder, async ({ params, body, identity }) => {
    const me = accountOf(identity);
    const folder = folderOf(params.id, me);
    assertMayChange(folder.category, me);
    const members = body.items ? [...new Set(body.items)].map((id) => itemOf(id, me)) : null;
    for (const m of members ?? []) assertSameCategory(m, folder);
    if (body.name !== undefined) {
      await updateRecord(folders, folder, (d) => {
        d.name = body.name as string;
      });
    }
    if (members) {
      const keep = new Set(members.map((m) => m.id));
      for (const id of folder.items)
        if (!keep.has(id)) {
          const gone = items.all().find((x) => x.id === id);
          if (gone) await moveItem(gone, null);
        }
      for (const m of members) await moveItem(m, folder.id);
    }
    return folderOf(folder.id, me);
  });

  contractRoute(app, options, ep.toggleSearchFolderPin, async ({ params, identity }) => {
    const folder = folderOf(params.id, accountOf(identity));
    const updated = await updateRecord(folders, folder, (d) => {
      d.pinned = !d.pinned;
    });
    return { pinned: updated.pinned };
  });

  contractRoute(app, options, ep.deleteSearchFolder, async ({ params, identity }) => {
    const me = accountOf(identity);
    const folder = folderOf(params.id, me);
    assertMayChange(folder.category, me);
    // spec 02 §4: deleting a folder releases its items to no folder.
    for (const item of items.all().filter((x) => x.folder_id === folder.id)) {
      await updateRecord(items, item, (d) => {
        d.folder_id = null;
      });
    }
    deleteRecord(folders, folder);
  });

  // The query editor that explains itself (issue 13): the caller's profile, up to now.
  contractRoute(app, options, ep.validateSearchQuery, ({ body, identity }) => {
    const scope = {
      store,
      profileId: accountOf(identity).business_profile_id,
      nowMs: checkClock(options.now()),
    };
    return validateQuery(scope, body.query, body.filters);
  });

  contractRoute(app, options, ep.searchPosts, ({ body, identity }) => {
    const scope = {
      store,
      profileId: accountOf(identity).business_profile_id,
      nowMs: checkClock(options.now()),
    };
    const offset = (body.page - 1) * body.per_page;
    const range = body.range
      ? { from: Date.parse(body.range.from), to: Date.parse(body.range.to) }
      : previewRange(scope.nowMs);
    const page = { offset, limit: body.per_page };
    const { total, posts } = matchingPosts(scope, body.query, body.filters, page, range);
    const iso = (ms: number) => new Date(ms).toISOString();
    return {
      total,
      page: body.page,
      per_page: body.per_page,
      range: { from: iso(range.from), to: iso(range.to) },
      posts,
    };
  });
}
