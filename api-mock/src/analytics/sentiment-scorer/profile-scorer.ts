/**
 * The scorer the store hands to the status index (StatusIndex.setScorer): a post's stored
 * sentiment is the lexicon score of its title and text after its profile's exclude terms
 * (spec 02 §3), never the label the fixtures wrote. Posts share texts heavily, so each distinct
 * (text, language, applicable terms) is scored once and cached; `invalidate(profileId)` drops a
 * profile's cache when its terms change, and the index then re-scores that profile.
 */
import type { Sentiment } from '@sl/api-contract/schemas/common';
import type { Dictionary, RawStatus } from '../../store/status-index.ts';
import { applyExcludeTerms, type ExcludeTerm, termApplies } from './exclude-terms.ts';
import { scoreText } from './score-text.ts';

interface Variant {
  language: string;
  terms: ExcludeTerm[];
  /** Text id (in the index's text dictionary) → sentiment. */
  cache: Map<number, Sentiment>;
}

export interface ProfileScorer {
  score(profileId: number, row: RawStatus, textId: number): Sentiment;
  invalidate(profileId: number): void;
  /** The terms the profile's posts were scored with, or undefined if none was scored since. */
  termsInUse(profileId: number): readonly ExcludeTerm[] | undefined;
}

interface ProfileState {
  terms: readonly ExcludeTerm[];
  /** By language, then network: which terms apply, and the cache to use (no key building per row). */
  variants: Map<string, Map<string, Variant>>;
  /** By language and the set of applicable terms: networks with the same terms share a cache. */
  caches: Map<string, Map<number, Sentiment>>;
}

export function createProfileScorer(
  texts: Dictionary,
  termsOf: (profileId: number) => readonly ExcludeTerm[],
): ProfileScorer {
  /** Posts no term applies to share one cache per language, across profiles. */
  let plain = new Map<string, Map<number, Sentiment>>();
  let profiles = new Map<number, ProfileState>();
  let generation = texts.generation;

  function variantOf(profileId: number, language: string, socialType: string): Variant {
    let state = profiles.get(profileId);
    if (!state) {
      // A copy: the stored records change in place on update, and termsInUse must tell the
      // terms these posts were scored with, not the new ones.
      const terms = termsOf(profileId).map((t) => ({
        text_to_exclude: t.text_to_exclude,
        replace_with: t.replace_with,
        languages: [...t.languages],
        social_types: [...t.social_types],
      }));
      state = { terms, variants: new Map(), caches: new Map() };
      profiles.set(profileId, state);
    }
    let byNetwork = state.variants.get(language);
    if (!byNetwork) {
      byNetwork = new Map();
      state.variants.set(language, byNetwork);
    }
    let v = byNetwork.get(socialType);
    if (!v) {
      const applicable: number[] = [];
      state.terms.forEach((t, i) => {
        if (termApplies(t, language, socialType)) applicable.push(i);
      });
      const shared = applicable.length === 0 ? plain : state.caches;
      const cacheKey = applicable.length === 0 ? language : `${language}\u0000${applicable.join(',')}`;
      let cache = shared.get(cacheKey);
      if (!cache) {
        cache = new Map();
        shared.set(cacheKey, cache);
      }
      v = { language, terms: applicable.map((i) => state.terms[i]), cache };
      byNetwork.set(socialType, v);
    }
    return v;
  }

  return {
    score(profileId, row, textId) {
      // The index cleared its dictionary (a new scenario): text ids mean other texts now.
      if (texts.generation !== generation) {
        generation = texts.generation;
        plain = new Map();
        profiles = new Map();
      }
      const v = variantOf(profileId, row.language, row.social_type);
      let s = v.cache.get(textId);
      if (s === undefined) {
        const text = texts.values[textId];
        s = scoreText(v.terms.length ? applyExcludeTerms(text, v.language, v.terms) : text, v.language);
        v.cache.set(textId, s);
      }
      return s;
    },
    invalidate(profileId) {
      profiles.delete(profileId);
    },
    termsInUse(profileId) {
      return texts.generation === generation ? profiles.get(profileId)?.terms : undefined;
    },
  };
}
