/**
 * A deterministic local translation (no translation service here): the text is tagged with the
 * language pair, `[fr→en] text`, so a reader sees it was translated and from which language,
 * and translating it back to the source language gives the original text exactly.
 */
const TAGGED = /^\[([a-z]{2,3})→([a-z]{2,3})\] ([\s\S]*)$/;

const STOPWORDS: Record<string, readonly string[]> = {
  en: ['the', 'is', 'and', 'to', 'my', 'it', 'for', 'with', 'this', 'was', 'so', 'not'],
  es: ['el', 'la', 'que', 'de', 'y', 'es', 'por', 'muy', 'con', 'para', 'una', 'mi'],
  fr: ['le', 'la', 'les', 'est', 'et', 'de', 'pour', 'très', 'une', 'avec', 'mon', 'pas'],
  de: ['der', 'die', 'das', 'ist', 'und', 'nicht', 'mit', 'sehr', 'ein', 'ich', 'für', 'mein'],
  pt: ['o', 'a', 'que', 'de', 'e', 'é', 'muito', 'com', 'para', 'uma', 'não', 'meu'],
  it: ['il', 'la', 'che', 'di', 'e', 'è', 'molto', 'con', 'per', 'una', 'non', 'mio'],
};

/** Script first (ko, ja, zh, ru, ar), then Latin stopwords; 'und' when nothing fits. */
export function detectLanguage(text: string): string {
  if (/\p{Script=Hangul}/u.test(text)) return 'ko';
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)) return 'ja';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  if (/\p{Script=Cyrillic}/u.test(text)) return 'ru';
  if (/\p{Script=Arabic}/u.test(text)) return 'ar';
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best = 'und';
  let bestScore = 0;
  for (const [lang, list] of Object.entries(STOPWORDS)) {
    const score = words.filter((w) => list.includes(w)).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

export interface Translation {
  text: string;
  source_language: string;
  target_language: string;
}

export function translate(text: string, target: string, knownSource?: string): Translation {
  const tagged = TAGGED.exec(text);
  if (tagged) {
    const [, original, translatedTo, inner] = tagged;
    if (target === original) return { text: inner, source_language: translatedTo, target_language: target };
    return {
      text: `[${original}→${target}] ${inner}`,
      source_language: translatedTo,
      target_language: target,
    };
  }
  const source = knownSource ?? detectLanguage(text);
  if (source === target) return { text, source_language: source, target_language: target };
  return { text: `[${source}→${target}] ${text}`, source_language: source, target_language: target };
}
