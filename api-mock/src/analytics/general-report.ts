/**
 * The general report (spec 01 §7 `/v1/dashboard/reports/general.csv`): every matching post as a
 * CSV row. The dashboard's own export, outside the widgets (no shared link grants it).
 */
import type { Selection } from './context-filter.ts';
import type { CsvValue } from './csv.ts';
import type { CsvTable } from './widgets/widget.ts';

const sentimentName = (s: number) => (s === 1 ? 'positive' : s === -1 ? 'negative' : 'neutral');

const REPORT_COLUMNS = [
  'search_name',
  'created_at',
  'social_type',
  'status_id',
  'username',
  'author_name',
  'language',
  'country',
  'sentiment',
  'rating',
  'title',
  'text',
  'likes',
  'replies',
  'shares',
  'reach',
  'url',
];

export function generalReport(sel: Selection, searchName: string): CsvTable {
  const { rows, cols } = sel;
  // A generator: at a million posts the rows are built as the stream asks for them.
  function* lines(): Generator<CsvValue[]> {
    for (let k = 0; k < rows.length; k++) {
      const s = cols.rows[rows[k]];
      yield [
        searchName,
        s.created_at,
        s.social_type,
        s.status_id,
        s.username,
        s.author_name,
        s.language,
        s.country,
        sentimentName(cols.sentiment[rows[k]]),
        s.rating,
        s.title,
        s.full_text,
        s.favorite_count,
        s.reply_count,
        s.share_count,
        s.reach,
        s.url,
      ];
    }
  }
  return { columns: REPORT_COLUMNS, rows: lines() };
}
