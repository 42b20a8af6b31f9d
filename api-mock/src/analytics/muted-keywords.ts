/**
 * The muted keywords of a profile (spec 02 §5, §7 /v1/muted_keywords) as the text widgets read
 * them: a muted word stops counting in the keyword cloud and the trending keywords (issue 13).
 * Keywords are lower-case words (text-analysis.ts `keywordsOf`), so a muted value is matched
 * trimmed and lower-cased: muting "Login" hides "login". The posts themselves still count
 * (totals, sentiment, every other widget): muting hides a word, not the posts that use it.
 */
import type { Store } from '../store/store.ts';

/** The profile's muted values, normalised, sorted (so the result cache can key on them). */
export const mutedKeywordsOf = (store: Store, profileId: number): string[] =>
  [
    ...new Set(
      store.collections.mutedKeywords
        .all()
        .filter((k) => k.business_profile_id === profileId)
        .map((k) => k.value.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].sort();
