import { describe, expect, it } from 'vitest';
import { lexiconScore, scoreText } from './score-text.ts';

// [text, expected sentiment]: ordinary posts, negation, intensifiers and neutral questions.
const CASES: Record<string, [string, -1 | 0 | 1][]> = {
  en: [
    ['Love how easy checkout is now.', 1],
    ['Not happy with the delivery at all.', -1],
    ['The app is not bad.', 1],
    ['Is there a help page that explains shipping?', 0],
    ['Hello,\n\nWhere is my invoice?\n\nThanks.', 0],
    ['Login keeps failing. Terrible.', -1],
  ],
  es: [
    ['Me encanta lo fácil que es el pago ahora.', 1],
    ['No lo recomiendo.', -1],
    ['Con el envío todo fue rápido y sin problemas.', 1],
    ['¿Hay alguna página de ayuda sobre el precio?', 0],
  ],
  fr: [
    "J'adore, c'est devenu tellement simple.",
    'Je ne recommande pas Acme.',
    "Il existe une page d'aide sur la livraison ?",
  ].map((t, i) => [t, ([1, -1, 0] as const)[i]]),
  de: [
    ['Wirklich zufrieden, der Akku ist top.', 1],
    ['Nicht empfehlenswert.', -1],
    ['Login klappt bei mir nicht.', -1],
    ['Hat sich der Versand in letzter Zeit geändert?', 0],
  ],
  pt: [
    ['Adoro como o checkout ficou fácil agora.', 1],
    ['Não recomendo.', -1],
    ['Tem alguma página de ajuda sobre o frete?', 0],
  ],
  it: [
    ['Davvero soddisfatto di come funziona la consegna.', 1],
    ["L'app non funziona ancora. Che frustrazione.", -1],
    ['Ci sono novità per il prezzo?', 0],
  ],
  ru: [
    ['Очень доволен: доставка на высоте.', 1],
    ['Очень разочарована в поддержке.', -1],
    ['Не рекомендую.', -1],
    ['Есть ли справка, где объясняется оплата?', 0],
  ],
  ar: [
    ['تجربة ممتازة مع التوصيل اليوم، شكراً!', 1],
    ['كل شيء كان سريعاً وبدون مشاكل.', 1],
    ['لا أنصح به', -1],
    ['تجربة سيئة جداً مع الدفع', -1],
    ['هل توجد صفحة مساعدة عن الشحن؟', 0],
  ],
  ja: [
    ['配達がすごく簡単になってて最高。', 1],
    ['バッテリーが良くない。', -1],
    ['また決済でトラブル。正直がっかり。', -1],
    ['返金って最近変わった？', 0],
  ],
  ko: [
    ['배송 많이 좋아져서 만족합니다.', 1],
    ['로그인이 안 돼요.', -1],
    ['안녕하세요. 환불 도움말 페이지 있나요?', 0],
  ],
  zh: [
    ['物流又快又省心，服务一流。', 1],
    ['不推荐', -1],
    ['电池越来越差了。', -1],
    ['你好，有没有退款的帮助页面？谢谢。', 0],
  ],
  qme: [
    ['😍😍', 1],
    ['😡👎', -1],
    ['🤔', 0],
    ['❤️', 1],
  ],
  und: [
    ['ok', 0],
    ['😍 love it', 0],
  ],
};

describe('lexicon sentiment per language (issue 5: a lexicon-based scorer per language)', () => {
  for (const [language, cases] of Object.entries(CASES)) {
    it.each(cases as [string, number][])(`${language}: %j is %i`, (text, expected) => {
      expect(scoreText(text, language)).toBe(expected);
    });
  }

  it('an intensifier strengthens the entry after it (× 1.5)', () => {
    expect(lexiconScore('good', 'en')).toBe(1);
    expect(lexiconScore('very good', 'en')).toBe(1.5);
  });

  it('a negator flips only within its clause', () => {
    expect(lexiconScore('not good', 'en')).toBe(-1);
    expect(lexiconScore('not now. good', 'en')).toBe(1);
  });

  it('emoji count in every language, and alone in a language without a lexicon', () => {
    expect(scoreText('Bra jobbat 😍', 'sv')).toBe(1);
    expect(scoreText('Bra jobbat', 'sv')).toBe(0);
  });
});
