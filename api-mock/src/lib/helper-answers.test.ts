import { describe, expect, it } from 'vitest';
import { answerQuestion, periodOf } from './helper-answers.ts';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const DAY = 86_400_000;

describe('the helper reads the period a question names', () => {
  it.each([
    ['How many posts in the last 3 days?', 3 * DAY, 'the last 3 days'],
    ['sentiment past 2 weeks', 14 * DAY, 'the last 2 weeks'],
    ['posts today', DAY, 'the last 24 hours'],
    ['top topics this month', 30 * DAY, 'the last 30 days'],
    ['how many posts', 30 * DAY, 'the last 30 days'],
  ])('%s', (q, span, label) => {
    const p = periodOf(q, NOW);
    expect(p.to - p.from).toBe(span);
    expect(p.label).toBe(label);
  });
});

describe('the helper answers only what the data can answer', () => {
  const none = () => [];
  it.each(['Write me a poem about our CEO', 'What is the weather in Paris?', 'Who won the match?'])(
    "'%s' gets the honest answer",
    (q) => expect(answerQuestion(q, none, NOW, 'Acme').answered).toBe(false),
  );
  it.each([
    'How many mentions this week?',
    'Sentiment today?',
    'Which channels are busiest?',
    'Top topics?',
    'Is volume trending up?',
  ])("'%s' is answered", (q) => expect(answerQuestion(q, none, NOW, 'Acme').answered).toBe(true));
});
