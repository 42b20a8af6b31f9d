/** spec 02 §5: each entry is split on ' / '; values already muted (or repeated) are skipped. */
export function splitMutedKeywords(entries: readonly string[], existing: readonly string[]): string[] {
  const seen = new Set(existing.map((v) => v.trim().toLowerCase()));
  const out: string[] = [];
  for (const entry of entries) {
    for (const part of entry.split(' / ')) {
      const value = part.trim();
      const key = value.toLowerCase();
      if (!value || seen.has(key)) continue;
      seen.add(key);
      out.push(value);
    }
  }
  return out;
}
