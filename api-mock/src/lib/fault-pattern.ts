/**
 * Path patterns of standing fault rules (DESIGN §3): `*` matches within one path segment, `**`
 * across segments, everything else is literal. issue 16 #5: the old matcher compiled a pattern to
 * a backtracking regex, and `**a` × 10 + `**b` froze every request for up to a minute. This one
 * walks the pattern once over the set of reachable path positions: O(pattern × path) time, no
 * backtracking, whatever the pattern. (picomatch compiles to a regex too, and its globstar
 * patterns also backtrack: ~200 ms for 6 globstars over 40 segments; see decision 008.)
 * Patterns are bounded as well: at most MAX_PATTERN_LENGTH characters and MAX_WILDCARDS stars.
 */

export const MAX_PATTERN_LENGTH = 200;
export const MAX_WILDCARDS = 8;

type Token = { kind: 'literal'; text: string } | { kind: 'star' } | { kind: 'globstar' };

export interface FaultPattern {
  readonly source: string;
  test(path: string): boolean;
}

/** Why a pattern is refused, or null when it is fine (the control API answers 400 with it). */
export function faultPatternProblem(pattern: string): string | null {
  if (pattern.length > MAX_PATTERN_LENGTH)
    return `A path pattern has at most ${MAX_PATTERN_LENGTH} characters.`;
  const wildcards = pattern.match(/\*\*|\*/g)?.length ?? 0;
  if (wildcards > MAX_WILDCARDS) return `A path pattern has at most ${MAX_WILDCARDS} wildcards (* or **).`;
  return null;
}

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  let literal = '';
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] !== '*') {
      literal += pattern[i];
      continue;
    }
    if (literal) tokens.push({ kind: 'literal', text: literal });
    literal = '';
    const globstar = pattern[i + 1] === '*';
    if (globstar) while (pattern[i + 1] === '*') i++;
    const previous = tokens.at(-1);
    // Adjacent wildcards are one wildcard: the wider of the two.
    if (previous && previous.kind !== 'literal') {
      if (globstar) tokens[tokens.length - 1] = { kind: 'globstar' };
    } else tokens.push(globstar ? { kind: 'globstar' } : { kind: 'star' });
  }
  if (literal) tokens.push({ kind: 'literal', text: literal });
  return tokens;
}

export function compileFaultPattern(pattern: string): FaultPattern {
  const problem = faultPatternProblem(pattern);
  if (problem) throw new RangeError(problem);
  const tokens = tokenize(pattern);
  return {
    source: pattern,
    test(path: string): boolean {
      const n = path.length;
      // reach[i]: the tokens so far can match path[0, i).
      let reach = new Uint8Array(n + 1);
      reach[0] = 1;
      for (const token of tokens) {
        const next = new Uint8Array(n + 1);
        if (token.kind === 'literal') {
          const len = token.text.length;
          for (let i = 0; i + len <= n; i++) {
            if (reach[i] && path.startsWith(token.text, i)) next[i + len] = 1;
          }
        } else {
          // A star carries a reachable position forward until a '/' (a globstar: to the end).
          let open = false;
          for (let i = 0; i <= n; i++) {
            if (reach[i]) open = true;
            if (open) next[i] = 1;
            if (token.kind === 'star' && path[i] === '/') open = false;
          }
        }
        reach = next;
      }
      return reach[n] === 1;
    },
  };
}
