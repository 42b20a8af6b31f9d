/**
 * The exclude-term form (spec 01 §2 account settings "sentiment (exclude terms)"; spec 01 §5
 * messages): the term is required; a replacement is required only when the user chose to
 * replace the term rather than remove it. The server applies the same rules to the body.
 */
import type { NetworkKey } from '@sl/api-contract/schemas/common';
import { MESSAGES } from '@sl/api-contract/schemas/errors';

export type ExcludeMode = 'remove' | 'replace';

export interface ExcludeTermFields {
  term: string;
  mode: ExcludeMode;
  replacement: string;
  languages: string[];
  networks: NetworkKey[];
}

/** The server's term length limit (api-contract sentimentExcludeWordBodySchema). */
export const TERM_MAX_LENGTH = 200;

export function validateExcludeTerm(f: ExcludeTermFields): Partial<Record<'term' | 'replacement', string>> {
  const errors: Partial<Record<'term' | 'replacement', string>> = {};
  const term = f.term.trim();
  if (!term) errors.term = MESSAGES.required;
  else if (term.length > TERM_MAX_LENGTH) errors.term = MESSAGES.maxLength;
  if (f.mode === 'replace') {
    const replacement = f.replacement.trim();
    if (!replacement) errors.replacement = MESSAGES.required;
    else if (replacement.length > TERM_MAX_LENGTH) errors.replacement = MESSAGES.maxLength;
  }
  return errors;
}

/** The body of the create and update calls: a removed term carries replace_with null. */
export const toExcludeTermInput = (f: ExcludeTermFields) => ({
  textToExclude: f.term.trim(),
  replaceWith: f.mode === 'replace' ? f.replacement.trim() : null,
  languages: f.languages,
  socialTypes: f.networks,
});
