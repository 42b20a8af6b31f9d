/**
 * What a dashboard widget module is (issue 10 item 4): for each of its contract calls, a pure
 * function from a checked query to the wire response, or, for a CSV twin, to the CSV's columns
 * and rows. No HTTP here: the route (routes/v1/dashboard/widgets.ts) checks the read body,
 * answers 4xx, and streams the CSV; the calls themselves are listed in the contract's widget
 * table (api-contract/src/widgets.ts).
 */
import type { AnyEndpoint } from '@sl/api-contract/endpoints';
import type { z } from 'zod';
import type { Store } from '../../store/store.ts';
import type { CsvValue } from '../csv.ts';
import type { DashboardQuery } from '../dashboard-query.ts';

/** The checked read of a call: its body (or query string), the store, the query it selects. */
export interface WidgetInput<B> {
  /** The call's body as the contract's schema outputs it (the query string for GET calls). */
  body: B;
  store: Store;
  /** The body's range, time zone, interval and context, checked at the route boundary. */
  query: DashboardQuery;
  /**
   * The compared range's query, or null without one. Lazy: only a call that compares checks
   * `compared_range`, as before this table existed.
   */
  compared: () => DashboardQuery | null;
}

/** A CSV twin's answer: the header and the rows, streamed by the route. */
export interface CsvTable {
  columns: readonly string[];
  rows: Iterable<readonly CsvValue[]>;
}

type InputOf<E extends AnyEndpoint> = E['body'] extends z.ZodType
  ? z.output<E['body']>
  : E['query'] extends z.ZodType
    ? z.output<E['query']>
    : never;

/** A CSV twin's contract response is text: its module answers the table the route streams. */
type AnswerOf<E extends AnyEndpoint> =
  z.input<E['response']> extends string ? CsvTable : z.input<E['response']>;

export interface WidgetCompute {
  endpoint: AnyEndpoint;
  compute: (input: WidgetInput<never>) => unknown;
}

/** One call of a widget module, typed by its contract entry. */
export const handles = <E extends AnyEndpoint>(
  endpoint: E,
  compute: (input: WidgetInput<InputOf<E>>) => AnswerOf<E>,
): WidgetCompute => ({ endpoint, compute: compute as WidgetCompute['compute'] });

/** One page of a list: page numbers count from 1 (spec 02 §7 paging). */
export const pageOf = <T>(list: readonly T[], page: number, perPage: number): T[] =>
  list.slice((page - 1) * perPage, page * perPage);
