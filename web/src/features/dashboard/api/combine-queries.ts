/**
 * The reads of a widget that compares contexts (one call per context, in parallel) as the one
 * query result a WidgetCard takes: pending while any is, failed when any fails (Retry asks that
 * one again), and otherwise the answers in the contexts' order.
 */
import type { UseQueryResult } from '@tanstack/react-query';

export function combineQueries<T>(results: readonly UseQueryResult<T>[]): UseQueryResult<T[]> {
  const failed = results.find((r) => r.isError);
  const pending = results.find((r) => r.isPending);
  const isFetching = results.some((r) => r.isFetching);
  const base = failed ?? pending;
  // The card reads the status flags, error, data and refetch; the rest follow the first read.
  if (base) return { ...base, isFetching } as unknown as UseQueryResult<T[]>;
  const first = results[0] as UseQueryResult<T>;
  return { ...first, isFetching, data: results.map((r) => r.data as T) } as unknown as UseQueryResult<T[]>;
}
