/**
 * The helper's answers (spec 01 §1 helper chat). Questions about counts, sentiment, top topics,
 * networks or trends for a period are answered with figures computed from the stored posts the
 * way the dashboard computes them; anything else gets an honest "I can't answer that yet" with
 * questions it can answer.
 */
import { NETWORKS } from '@sl/api-contract/schemas/common';
import type { RawStatus, ScoredStatus } from '../store/status-index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const HELPER_SUGGESTIONS = [
  'How many posts in the last 7 days?',
  'What is the sentiment in the last 30 days?',
  'What are the top topics this week?',
  'Which networks had the most posts in the last 30 days?',
  'How is the volume trending over the last 7 days?',
] as const;

export interface Period {
  from: number;
  to: number;
  label: string;
}

/** Reads the period a question names; the last 30 days when it names none. */
export function periodOf(question: string, nowMs: number): Period {
  const q = question.toLowerCase();
  const n = /(?:last|past)\s+(\d{1,3})\s+(hour|day|week|month)s?/.exec(q);
  if (n) {
    const count = Number(n[1]);
    const unit = { hour: HOUR, day: DAY, week: 7 * DAY, month: 30 * DAY }[n[2] as 'hour'] ?? DAY;
    if (count > 0)
      return {
        from: nowMs - count * unit,
        to: nowMs,
        label: `the last ${count} ${n[2]}${count === 1 ? '' : 's'}`,
      };
  }
  if (/\btoday\b|last 24 hours|past 24 hours/.test(q))
    return { from: nowMs - DAY, to: nowMs, label: 'the last 24 hours' };
  if (/\byesterday\b/.test(q)) return { from: nowMs - 2 * DAY, to: nowMs - DAY, label: 'yesterday' };
  if (/\b(this|last|past) week\b/.test(q))
    return { from: nowMs - 7 * DAY, to: nowMs, label: 'the last 7 days' };
  if (/\b(this|last|past) month\b/.test(q))
    return { from: nowMs - 30 * DAY, to: nowMs, label: 'the last 30 days' };
  if (/\b(this|last|past) quarter\b|90 days/.test(q))
    return { from: nowMs - 90 * DAY, to: nowMs, label: 'the last 90 days' };
  return { from: nowMs - 30 * DAY, to: nowMs, label: 'the last 30 days' };
}

const STOPWORDS = new Set(
  'the and for with this that was are not but you your have has had from they them their what when where which who why how its it’s into just been very more most about over than then there here would could should will can cannot does did our out all any one get got too also some much many really again still because after before while like even only ever every being'.split(
    ' ',
  ),
);

/** Most frequent words of four letters or more, brand names and stop words aside. */
export function topTerms(rows: readonly RawStatus[], brand: string, limit = 5): [string, number][] {
  const skip = new Set([...STOPWORDS, brand.toLowerCase()]);
  const counts = new Map<string, number>();
  for (const s of rows) {
    if (s.language !== 'en') continue;
    const seen = new Set<string>();
    for (const w of `${s.title ?? ''} ${s.full_text}`.toLowerCase().match(/\p{L}{4,}/gu) ?? []) {
      if (skip.has(w) || seen.has(w)) continue;
      seen.add(w);
      counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
}

export interface HelperAnswer {
  answer: string;
  answered: boolean;
  suggestions: string[];
}

const pct = (n: number, total: number) => (total === 0 ? 0 : Math.round((1000 * n) / total) / 10);
const name = (key: string) => NETWORKS.find((n) => n.key === key)?.name ?? key;

export function answerQuestion(
  question: string,
  rowsIn: (from: number, to: number) => readonly ScoredStatus[],
  nowMs: number,
  brand: string,
): HelperAnswer {
  const q = question.toLowerCase();
  const period = periodOf(question, nowMs);
  const rows = rowsIn(period.from, period.to);
  const ok = (answer: string): HelperAnswer => ({ answer, answered: true, suggestions: [] });

  if (/trend|chang|grow|increas|decreas|compar|spike|drop/.test(q)) {
    const span = period.to - period.from;
    const before = rowsIn(period.from - span, period.from).length;
    const diff = rows.length - before;
    const direction = diff > 0 ? 'up' : diff < 0 ? 'down' : 'flat';
    const change =
      before === 0 ? 'no posts before to compare with' : `${diff > 0 ? '+' : ''}${pct(diff, before)}%`;
    return ok(
      `${rows.length} posts in ${period.label}, against ${before} in the period before it: ${direction} (${change}).`,
    );
  }
  if (/sentiment|\bpositive\b|\bnegative\b|\bneutral\b|\bfeel|\bmood\b/.test(q)) {
    const c = { positive: 0, neutral: 0, negative: 0 };
    for (const s of rows) c[s.sentiment === 1 ? 'positive' : s.sentiment === -1 ? 'negative' : 'neutral']++;
    return ok(
      `Sentiment in ${period.label} over ${rows.length} posts: ${c.positive} positive (${pct(c.positive, rows.length)}%), ` +
        `${c.neutral} neutral (${pct(c.neutral, rows.length)}%), ${c.negative} negative (${pct(c.negative, rows.length)}%).`,
    );
  }
  if (/\bnetworks?\b|\bchannels?\b|\bplatforms?\b|\bsources?\b/.test(q)) {
    const by = new Map<string, number>();
    for (const s of rows) by.set(s.social_type, (by.get(s.social_type) ?? 0) + 1);
    const top = [...by.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
    if (top.length === 0) return ok(`No posts in ${period.label}.`);
    return ok(
      `Networks with the most posts in ${period.label}: ${top.map(([k, n]) => `${name(k)} ${n}`).join(', ')}.`,
    );
  }
  if (/\btopics?\b|talk(ing)? about|\bthemes?\b|\bsubjects?\b|\bkeywords?\b/.test(q)) {
    const top = topTerms(rows, brand);
    if (top.length === 0) return ok(`No posts in ${period.label} to find topics in.`);
    return ok(`Top topics in ${period.label}: ${top.map(([w, n]) => `${w} (${n} posts)`).join(', ')}.`);
  }
  if (/how many|\bcount\b|number of|\bvolume\b|\bposts\b|\bmentions\b/.test(q)) {
    return ok(`${rows.length} posts in ${period.label}.`);
  }
  return {
    answer:
      "I can't answer that yet. I can tell you about post counts, sentiment, top topics, networks and trends for a period.",
    answered: false,
    suggestions: [...HELPER_SUGGESTIONS],
  };
}
