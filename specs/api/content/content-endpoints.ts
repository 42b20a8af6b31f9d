/**
 * The contract entries of the content domains (issue 6) and the dashboard reads (issue 5), and
 * who may call each: the table the content role checks and the fuzz spec iterate. An entry added
 * to these domains without a line here fails the role checks.
 */
import {
  type AnyEndpoint,
  configuration,
  content,
  dashboard,
  feedItems,
  searchLibrary,
  sharedLinks,
} from '@sl/api-contract/endpoints';

const isEndpoint = (v: unknown): v is AnyEndpoint =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;

export const CONTENT_ENDPOINTS: readonly AnyEndpoint[] = [
  content,
  configuration,
  feedItems,
  searchLibrary,
  dashboard,
  sharedLinks,
].flatMap((m) => Object.values(m).filter(isEndpoint));

/**
 * - read: every signed-in role, guests included;
 * - own: every signed-in role, and it touches only the caller's own records (helper chats and
 *   pinned questions) or stores nothing (translation);
 * - write: system admins, admins and agents (0, 1, 2); guests only read;
 * - admin: system admins and admins (0, 1): rules, e-mail reports, mailers, channel users,
 *   adding and removing webhooks;
 * - moderation: every signed-in role of business profile 11, or a system admin (spec 01 §6
 *   "Moderation Report: system admin or business profile id 11"); a profile rule, so the
 *   route enforces it and the entry declares a plain session.
 */
export type ContentAccess = 'read' | 'own' | 'write' | 'admin' | 'moderation';

export const CONTENT_ROLES: Record<'write' | 'admin', readonly number[]> = {
  write: [0, 1, 2],
  admin: [0, 1],
};

const READ = (ids: string[]) => ids.map((id) => [id, 'read'] as const);
const OWN = (ids: string[]) => ids.map((id) => [id, 'own'] as const);
const WRITE = (ids: string[]) => ids.map((id) => [id, 'write'] as const);
const ADMIN = (ids: string[]) => ids.map((id) => [id, 'admin'] as const);
const MODERATION = (ids: string[]) => ids.map((id) => [id, 'moderation'] as const);

export const CONTENT_ACCESS: Record<string, ContentAccess> = Object.fromEntries([
  ...READ([
    'alerts.get',
    'alerts.list',
    'annotations.layerProperties',
    'annotations.list',
    'annotations.layers',
    'templates.list',
    'keywords.suggest',
    'filters.list',
    'labels.list',
    'mutedKeywords.list',
    'streams.list',
    'users.items',
    'users.list',
    'webhooks.list',
    'feedItems.assignedToMe',
    'feedItems.assignedToMeCount',
    'feedItems.count',
    'feedItems.drafts',
    'feedItems.sentiments',
    'feedItems.searchResults',
    'feedItems.list',
    'feedItems.conversation',
    'identities.get',
    'statuses.get',
    'statuses.list',
    'contents.translate',
    'search.folders',
    'search.items',
    'sharedLinks.list',
    'sharedLinks.open',
    ...CONTENT_ENDPOINTS.filter((e) => e.id.startsWith('dashboard.')).map((e) => e.id),
  ]),
  ...OWN([
    // Reads over POST of the caller's own profile (issue 13: the query editor).
    'search.validate',
    'search.posts',
    'helper.ask',
    'helper.createChat',
    'helper.createPinnedQuestion',
    'helper.deletePinnedQuestion',
    'helper.downVote',
    'helper.upVote',
    'helper.recover',
    'helper.pinnedQuestions',
    'helper.updatePinnedQuestion',
    'feedItems.translate',
  ]),
  ...WRITE([
    'templates.bulkUpdate',
    'templates.create',
    'templates.delete',
    'templates.update',
    'templates.pin',
    'templates.unpin',
    'alerts.create',
    'alerts.delete',
    'alerts.toggle',
    'alerts.update',
    'annotations.create',
    'annotations.createLayer',
    'annotations.delete',
    'annotations.deleteLayer',
    'annotations.update',
    'annotations.updateLayer',
    'labels.create',
    'mutedKeywords.create',
    'mutedKeywords.delete',
    'streams.create',
    'feedItems.assign',
    'feedItems.unassign',
    'feedItems.setLabels',
    'feedItems.state',
    'feedItems.reply',
    'feedItems.markReplied',
    'search.createFolder',
    'search.createItem',
    'search.deleteFolder',
    'search.deleteItem',
    'search.toggleFolderPin',
    'search.toggleItemPin',
    'search.updateFolder',
    'search.updateItem',
    'sharedLinks.create',
    'sharedLinks.update',
    'sharedLinks.delete',
  ]),
  ...ADMIN([
    'adminEmails.create',
    'adminEmails.delete',
    'adminEmails.deliveries',
    'adminEmails.list',
    'adminEmails.update',
    'mailers.preview',
    'mailers.send',
    'rules.create',
    'rules.delete',
    'rules.list',
    'rules.update',
    'users.delete',
    'webhooks.create',
    'webhooks.delete',
  ]),
  ...MODERATION(['moderation.events', 'moderation.export', 'moderation.filters']),
]);
