import type { LexiconSource } from '../lexicon.ts';

/**
 * Arabic glues conjunctions, prepositions and the article to words and adds gender and pronoun
 * endings (رائع، رائعة، والرائع), so one-word entries match inside a word. The text is
 * normalised first (score-text.ts): no diacritics or tatweel, one alef, ى → ي, ة → ه.
 */
export const ar: LexiconSource = {
  language: 'ar',
  mode: 'infix',
  cliticPrefixes: ['و', 'ف'],
  entries: {
    ممتاز: 2,
    رائع: 2,
    جميل: 1.5,
    راضٍ: 1.5,
    راضي: 1.5,
    أحببت: 2,
    أحسنتم: 1.5,
    سهولة: 1,
    سهل: 1,
    سريع: 1,
    مريح: 1,
    أنصح: 1.5,
    شكراً: 0.5,
    شكرا: 0.5,
    أخيراً: 0.5,
    سيء: -1.5,
    سيئة: -1.5,
    أسوأ: -2,
    مشكلة: -1,
    مشاكل: -1,
    'خيبة أمل': -1.5,
    مخيب: -1.5,
    محبط: -1.5,
    متوقف: -1,
    عطل: -1.5,
    خطأ: -1,
    مزعج: -1.5,
    'لا أستطيع': -1,
    'لن أتعامل': -1.5,
  },
  negators: ['لا', 'لن', 'لم', 'ليس', 'ليست', 'بدون', 'غير'],
  intensifiers: ['جدا', 'جداً', 'كثيرا', 'للغاية'],
};
