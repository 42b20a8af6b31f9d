import { describe, expect, it } from 'vitest';
import { detectLanguage, translate } from './translate.ts';

describe('the local translation', () => {
  it.each([
    ['The delivery was late and the app is broken', 'en'],
    ['La livraison est très lente et le service pas terrible', 'fr'],
    ['El pedido llegó tarde y es muy caro', 'es'],
    ['배송이 너무 느려요', 'ko'],
    ['配送が遅いです', 'ja'],
    ['Доставка очень медленная', 'ru'],
    ['🙂🙂', 'und'],
  ])('detects %s as %s', (text, lang) => expect(detectLanguage(text)).toBe(lang));

  it('says which language it came from and round-trips to the original text', () => {
    const original = 'La livraison est très lente et le service pas terrible';
    const there = translate(original, 'en');
    expect(there.source_language).toBe('fr');
    expect(there.text).toContain(original);
    const back = translate(there.text, 'fr');
    expect(back).toEqual({ text: original, source_language: 'en', target_language: 'fr' });
  });

  it('leaves a text already in the target language as it is', () => {
    expect(translate('The app is great and the delivery is fast', 'en').text).toBe(
      'The app is great and the delivery is fast',
    );
  });
});
