/**
 * Renders a scheduled e-mail report (spec 01 §3, §7 POST /v1/admin/mailers): an HTML body with
 * the report's figures for its period, computed from the stored posts exactly like the
 * dashboard's sentiment (same index, same buckets), plus the daily figures as CSV. User text
 * (names, post text) is escaped: it is data, never markup.
 */

import type { AdminEmailWire } from '@sl/api-contract/schemas/admin-emails';
import { NETWORKS } from '@sl/api-contract/schemas/common';
import type { ContextProperties } from '@sl/api-contract/schemas/dashboard';
import { run } from '../analytics/dashboard-query.ts';
import { sentiment as computeSentiment } from '../analytics/figures.ts';
import type { MockContext } from '../plugins/auth.ts';
import { toCsv } from './csv.ts';
import { PERIOD_HOURS, periodBack } from './period.ts';

export interface RenderedReport {
  subject: string;
  html: string;
  text: string;
  csv: string;
  csvFilename: string;
  figures: { total: number; positive: number; neutral: number; negative: number; from: string; to: string };
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const pct = (n: number, total: number) => (total === 0 ? '0%' : `${Math.round((100 * n) / total)}%`);

/** `properties` is the report's saved search as a dashboard context (none: every post). */
export function renderReport(
  ctx: MockContext,
  report: AdminEmailWire,
  properties: ContextProperties | undefined,
  timeZone: string,
): RenderedReport {
  const { from, to } = periodBack(ctx.now(), PERIOD_HOURS[report.data_from]);
  // The same selection and sentiment as the dashboard's sentiment widget.
  const { sel, series } = run(ctx, {
    profileId: report.business_profile_id,
    from,
    to,
    timeZone,
    interval: 'days',
    properties,
  });
  const rows = Array.from(sel.rows, (i) => sel.cols.rows[i]);
  const sentiment = computeSentiment(sel, series);
  const byNetwork = new Map<string, number>();
  for (const s of rows) byNetwork.set(s.social_type, (byNetwork.get(s.social_type) ?? 0) + 1);
  const networks = [...byNetwork.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5);
  const topPosts = [...rows]
    .sort((a, b) => b.total_engagements - a.total_engagements || a.id - b.id)
    .slice(0, report.posts_limit);
  const fromIso = new Date(from).toISOString();
  const toIso = new Date(to).toISOString();
  const title = `${report.email_name}: ${report.brand_name}`;
  const networkName = (key: string) => NETWORKS.find((n) => n.key === key)?.name ?? key;

  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>Period: ${fromIso.slice(0, 10)} to ${toIso.slice(0, 10)} (${escapeHtml(report.data_from)})</p>`,
    '<table border="1" cellpadding="4" cellspacing="0">',
    '<tr><th>Posts</th><th>Positive</th><th>Neutral</th><th>Negative</th></tr>',
    `<tr><td>${sentiment.total}</td><td>${sentiment.positive} (${pct(sentiment.positive, sentiment.total)})</td>` +
      `<td>${sentiment.neutral} (${pct(sentiment.neutral, sentiment.total)})</td>` +
      `<td>${sentiment.negative} (${pct(sentiment.negative, sentiment.total)})</td></tr>`,
    '</table>',
    '<h2>Top networks</h2><ul>',
    ...networks.map(([k, n]) => `<li>${escapeHtml(networkName(k))}: ${n}</li>`),
    '</ul>',
    ...(topPosts.length
      ? [
          '<h2>Most engaging posts</h2><ol>',
          ...topPosts.map(
            (s) =>
              `<li>${escapeHtml(networkName(s.social_type))}, ${s.total_engagements} engagements: ` +
              `${escapeHtml(s.full_text)} <a href="${escapeHtml(s.url)}">open</a></li>`,
          ),
          '</ol>',
        ]
      : []),
    '<p>The daily figures are attached as CSV.</p></body></html>',
  ].join('\n');

  const text = [
    title,
    `Period: ${fromIso.slice(0, 10)} to ${toIso.slice(0, 10)}`,
    `Posts: ${sentiment.total}; positive ${sentiment.positive}, neutral ${sentiment.neutral}, negative ${sentiment.negative}`,
    ...networks.map(([k, n]) => `${networkName(k)}: ${n}`),
  ].join('\n');

  const csv = toCsv(
    [
      ['date', (p: (typeof sentiment.series)[number]) => p.date],
      ['total', (p) => p.positive + p.neutral + p.negative],
      ['positive', (p) => p.positive],
      ['neutral', (p) => p.neutral],
      ['negative', (p) => p.negative],
    ],
    sentiment.series,
  );

  return {
    subject: `${title} (${fromIso.slice(0, 10)} to ${toIso.slice(0, 10)})`,
    html,
    text,
    csv,
    csvFilename: `report-${report.id}-${toIso.slice(0, 10)}.csv`,
    figures: {
      total: sentiment.total,
      positive: sentiment.positive,
      neutral: sentiment.neutral,
      negative: sentiment.negative,
      from: fromIso,
      to: toIso,
    },
  };
}
