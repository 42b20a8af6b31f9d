/**
 * Keyword suggestions (spec 02 §5, §7 GET /v1/keywords): words of the stored posts that start
 * with the typed word, most used first, then alphabetically.
 */
import type { StatusWire } from '@sl/api-contract/schemas/status';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'_-]*/gu;

export function suggestKeywords(
  rows: readonly Pick<StatusWire, 'title' | 'full_text'>[],
  word: string,
  limit: number,
): { word: string; count: number }[] {
  const prefix = word.trim().toLowerCase();
  const counts = new Map<string, number>();
  for (const s of rows) {
    const text = `${s.title ?? ''} ${s.full_text}`.toLowerCase();
    if (!text.includes(prefix)) continue;
    for (const w of text.match(WORD) ?? []) if (w.startsWith(prefix)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([w, count]) => ({ word: w, count }));
}
