/** A CSV download is named after the widget, the context and the range (spec 02 §1 CSV per widget). */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function csvFileName(widget: string, context: string | null, rangeSlug: string): string {
  return `${[slug(widget), context ? slug(context) : 'all-posts', rangeSlug].filter(Boolean).join('_')}.csv`;
}
