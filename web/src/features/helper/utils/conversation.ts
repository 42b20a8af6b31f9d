/**
 * The open conversation, kept per account so a reload or a visit to another screen recovers it
 * (the API has no call that lists a chat's messages). Stored through lib/storage (the one module
 * that touches localStorage, CONVENTIONS §5) under the product's `sl.` prefix, which signing out
 * clears with the other product keys.
 */
import { storage } from '#/lib/storage.ts';
import type { HelperMessage } from '../api/helper.ts';

export interface Conversation {
  chatId: number | null;
  messages: HelperMessage[];
}

const key = (accountId: number) => `sl.helperConversation.${accountId}`;
const EMPTY: Conversation = { chatId: null, messages: [] };

export function loadConversation(accountId: number): Conversation {
  const raw = storage.getItem(key(accountId));
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Conversation;
    return Array.isArray(parsed.messages) ? parsed : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function saveConversation(accountId: number, conversation: Conversation): void {
  try {
    storage.setItem(key(accountId), JSON.stringify(conversation));
  } catch {
    // Full or refused: the conversation stays on screen, it is just not recovered later.
  }
}

export function forgetConversation(accountId: number): void {
  storage.removeItem(key(accountId));
}
