/**
 * A topic's keywords as typed in one box: one per line or separated by commas; blanks dropped,
 * repeats (case-insensitive) kept once, in the order typed.
 */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[,\n]/)) {
    const word = raw.trim();
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    out.push(word);
  }
  return out;
}
