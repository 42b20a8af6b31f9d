import { describe, expect, it } from 'vitest';
import { cutNotificationText } from './cut-notification-text.ts';

const sentence = (n: number, end = '.') => `${'x'.repeat(n - 1)}${end}`;

describe('cutNotificationText (spec 01 §2, §9)', () => {
  it.each([
    ['a short text stays whole', 'Short one. Another.', { head: 'Short one. Another.', rest: '' }],
    ['exactly 100 characters stay whole', sentence(100), { head: sentence(100), rest: '' }],
    [
      'cuts after the sentence that passes 100 characters',
      `${sentence(60)} ${sentence(60)} Tail sentence.`,
      { head: `${sentence(60)} ${sentence(60)}`, rest: 'Tail sentence.' },
    ],
    [
      'a sentence ending exactly at 100 does not pass it; the next one does',
      `${sentence(100)} ${sentence(20)} Rest.`,
      { head: `${sentence(100)} ${sentence(20)}`, rest: 'Rest.' },
    ],
    [
      'question and exclamation marks end sentences too',
      `${sentence(101, '?')} More!`,
      { head: sentence(101, '?'), rest: 'More!' },
    ],
    [
      'a full stop inside a word (a URL, a number) is not a sentence end',
      `See example.com ${'y'.repeat(90)} v1.2 here. Then more.`,
      { head: `See example.com ${'y'.repeat(90)} v1.2 here.`, rest: 'Then more.' },
    ],
    ['a long text without a sentence end stays whole', 'z'.repeat(150), { head: 'z'.repeat(150), rest: '' }],
    [
      'the passing sentence is the last one: nothing under more details',
      sentence(130),
      { head: sentence(130), rest: '' },
    ],
  ])('%s', (_, text, expected) => {
    expect(cutNotificationText(text)).toEqual(expected);
  });
});
