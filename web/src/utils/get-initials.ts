/**
 * spec 01 §2 initials rule: strip non-alphanumeric characters, take the first letter of each of
 * the first two words, upper-case them; 'UN' when nothing is left.
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toUpperCase();
  return initials || 'UN';
}
