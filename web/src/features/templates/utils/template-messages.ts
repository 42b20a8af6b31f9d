/** spec 02 §8: the templates modal's toasts and its delete confirmation, in the spec's words. */

/** spec 02 §8 'Template was pinned/unpined successfully!' (the spec's spelling of "unpinned"). */
export const pinnedMessage = (pinned: boolean): string =>
  `Template was ${pinned ? 'pinned' : 'unpined'} successfully!`;
export const DELETED_MESSAGE = 'Template was deleted successfully';
export const updatedMessage = (name: string): string => `Template '${name}' successfully updated`;
/** spec 02 §8: the wording says Topic although it is a template. */
export const createdMessage = (name: string): string => `Topic '${name}' successfully created`;
export const COPIED_MESSAGE = 'Message copied to clipboard!';
export const REMOVE_TITLE = 'Remove Template';

/** spec 02 §8: an unsaved new item reads 'delete new template'. */
export const removeQuestion = (name: string | null): string =>
  `Are you sure you want to ${name === null ? 'delete new template' : `delete template "${name}"`}? This action cannot be undone.`;
