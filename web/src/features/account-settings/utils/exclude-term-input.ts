/**
 * The exclude-term form's fields and the body they make (spec 01 §2 account settings "sentiment
 * (exclude terms)"). The rules and the length limit are the contract's
 * (sentimentExcludeWordFormSchema); the server applies the same to the body.
 */
import type { NetworkKey } from '@sl/api-contract/schemas/common';

export type ExcludeMode = 'remove' | 'replace';

export interface ExcludeTermFields {
  textToExclude: string;
  mode: ExcludeMode;
  replaceWith: string;
  languages: string[];
  networks: NetworkKey[];
}

/** The body of the create and update calls: a removed term carries replace_with null. */
export const toExcludeTermInput = (f: ExcludeTermFields) => ({
  textToExclude: f.textToExclude.trim(),
  replaceWith: f.mode === 'replace' ? f.replaceWith.trim() : null,
  languages: f.languages,
  socialTypes: f.networks,
});
