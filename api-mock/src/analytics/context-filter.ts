/**
 * A dashboard context (saved-search query groups and filters, carried in `properties`) as a
 * predicate over statuses. Semantics: every `must` group needs at least one of its terms in the
 * text; no `must-not` term may appear; each filter list, when non-empty, must contain the field.
 * Terms match case-insensitively as substrings of title + text.
 */
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import type { StatusWire } from '@sl/api-contract/schemas/status';

export type StatusPredicate = (s: StatusWire) => boolean;

export function contextPredicate(properties: ContextProperties | undefined): StatusPredicate {
  if (!properties) return () => true;
  const f = properties.filters ?? {};
  const networks = f.social_types?.length ? new Set<string>(f.social_types) : null;
  const languages = f.languages?.length ? new Set(f.languages) : null;
  const countries = f.countries?.length ? new Set(f.countries) : null;
  const sentiments = f.sentiments?.length ? new Set<number>(f.sentiments) : null;
  const groups = (properties.query ?? []).map((g) => ({
    type: g.type,
    terms: g.terms.map((t) => t.trim().toLowerCase()).filter(Boolean),
  }));
  const must = groups.filter((g) => g.type === 'must' && g.terms.length > 0);
  const mustNot = groups.filter((g) => g.type === 'must-not').flatMap((g) => g.terms);
  const needsText = must.length > 0 || mustNot.length > 0;

  return (s) => {
    if (networks && !networks.has(s.social_type)) return false;
    if (languages && !languages.has(s.language)) return false;
    if (countries && !countries.has(s.country)) return false;
    if (sentiments && !sentiments.has(s.sentiment)) return false;
    if (!needsText) return true;
    const text = `${s.title ?? ''} ${s.full_text}`.toLowerCase();
    for (const g of must) if (!g.terms.some((t) => text.includes(t))) return false;
    for (const t of mustNot) if (text.includes(t)) return false;
    return true;
  };
}
