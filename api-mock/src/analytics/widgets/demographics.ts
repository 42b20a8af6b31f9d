/** The demographics widget (spec 02 §7): posts per language and per country, paged (25); CSV twins. */
import { dashboard as d } from '@sl/api-contract/endpoints';
import { fieldCounts } from '../aggregate-query.ts';
import { run } from '../dashboard-query.ts';
import { demographics, demographicsOf } from '../figures.ts';
import { handles, pageOf, type WidgetInput } from './widget.ts';

type Field = 'language' | 'country';

function rowsOf({ store, query, body }: WidgetInput<{ exclude?: string[] }>, field: Field) {
  // spec 01 §7: default filters exclude language 'und' and the empty country.
  const exclude = body.exclude ?? (field === 'language' ? ['und'] : ['']);
  const counts = fieldCounts(store.index, query, field);
  if (counts) {
    let total = 0;
    for (let k = 0; k < counts.length; k++) total += counts[k];
    const dict = field === 'language' ? store.index.languages : store.index.countries;
    return demographicsOf(counts, dict, exclude, total);
  }
  return demographics(run({ store }, query).sel, store.index, field, exclude);
}

const calls = [
  [d.dashboardDemographicsLanguages, d.dashboardDemographicsLanguagesCsv, 'language'],
  [d.dashboardDemographicsCountries, d.dashboardDemographicsCountriesCsv, 'country'],
] as const;

export default calls.flatMap(([json, csv, field]) => [
  handles(json, (input) => {
    const rows = rowsOf(input, field);
    // The contract's paging defaults apply (spec 02 §7: 25 rows a page).
    const { page, per_page: perPage } = input.body;
    return {
      total: rows.total,
      excluded: rows.excluded,
      page,
      per_page: perPage,
      total_rows: rows.rows.length,
      rows: pageOf(rows.rows, page, perPage),
    };
  }),
  handles(csv, (input) => ({
    columns: [field, 'status_count', 'positive', 'neutral', 'negative'],
    rows: rowsOf(input, field).rows.map((r) => [r.code, r.status_count, r.positive, r.neutral, r.negative]),
  })),
]);
