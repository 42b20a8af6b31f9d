/**
 * spec 01 §2, §9: notification text is cut at the end of the sentence that passes 100 characters;
 * the rest appears under 'more details'.
 */
export const NOTIFICATION_TEXT_LIMIT = 100;

export interface CutText {
  head: string;
  /** Empty when nothing is left for 'more details'. */
  rest: string;
}

/** A sentence ends at '.', '!' or '?' followed by white space or the end of the text. */
const SENTENCE_END = /[.!?](?=\s|$)/g;

export function cutNotificationText(text: string, limit = NOTIFICATION_TEXT_LIMIT): CutText {
  if (text.length <= limit) return { head: text, rest: '' };
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + 1;
    // The sentence that passes the limit is the first whose end lies beyond it.
    if (end > limit) return { head: text.slice(0, end), rest: text.slice(end).trim() };
  }
  return { head: text, rest: '' };
}
