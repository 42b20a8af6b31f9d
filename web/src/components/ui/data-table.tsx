/**
 * The one data table of the app (issue 14: "paging, sorting and filters done by TanStack Table 9
 * against the API where the API pages"). TanStack Table owns the column model and the sorting
 * state; react-aria's Table owns the markup, keyboard navigation (arrow keys between cells) and
 * the `aria-sort` of sortable headers. Screens pass their columns and rows:
 *
 * - when the API sorts and pages (moderation events, users), pass `sorting` + `onSortingChange`
 *   and `manualSorting`; the rows are shown in the order given;
 * - when the whole list is on the client (teams, labels), omit `manualSorting` and the table sorts.
 *
 * Cells render text by default (`info.getValue()` as a string): user content is never HTML.
 */
import {
  type CellData,
  type ColumnDef,
  createSortedRowModel,
  FlexRender,
  type RowData,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import {
  Table as AriaTable,
  Cell,
  Column,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { Spinner } from './spinner.tsx';

/** The features every data table has: sorting, client-side or by the API. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime },
});

export type DataTableFeatures = typeof dataTableFeatures;
/** A column of a data table; set `enableSorting: false` on columns that cannot be sorted. */
export type DataColumn<T extends RowData, V extends CellData = CellData> = ColumnDef<DataTableFeatures, T, V>;
export type { SortingState };

export interface DataTableProps<T extends RowData> {
  /** The accessible name of the table (read by screen readers when entering it). */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: columns of one table hold different value types.
  columns: readonly DataColumn<T, any>[];
  data: readonly T[];
  getRowId: (row: T) => string;
  /** Controlled sorting; omit to let the table keep its own. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** The API has sorted the rows: show them as given. */
  manualSorting?: boolean;
  /** The first page is loading: a spinner instead of the empty text. */
  isLoading?: boolean;
  /** What an empty table says, and why (no rows yet, or the filters exclude everything). */
  emptyText: ReactNode;
  className?: string;
}

const toDescriptor = (sorting: SortingState | undefined): SortDescriptor | undefined => {
  const first = sorting?.[0];
  return first ? { column: first.id, direction: first.desc ? 'descending' : 'ascending' } : undefined;
};

export function DataTable<T extends RowData>({
  label,
  columns,
  data,
  getRowId,
  sorting,
  onSortingChange,
  manualSorting = false,
  isLoading = false,
  emptyText,
  className,
}: DataTableProps<T>) {
  // Uncontrolled tables keep their own sorting; controlled ones (the API sorts) report it up.
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const current = sorting ?? ownSorting;
  const table = useTable({
    features: dataTableFeatures,
    columns: columns as DataColumn<T>[],
    data,
    getRowId: (row) => getRowId(row),
    manualSorting,
    enableMultiSort: false,
    state: { sorting: current },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(current) : updater;
      if (onSortingChange) onSortingChange(next);
      else setOwnSorting(next);
    },
  });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;
  const descriptor = toDescriptor(current);

  return (
    // The wrapper scrolls sideways on a phone rather than squeezing the columns.
    <div className={className ? `data-table-scroll ${className}` : 'data-table-scroll'}>
      <AriaTable
        className="data-table"
        aria-label={label}
        aria-busy={isLoading || undefined}
        sortDescriptor={descriptor}
        onSortChange={(next) => {
          const column = table.getColumn(String(next.column));
          column?.toggleSorting(next.direction === 'descending', false);
        }}
      >
        <TableHeader>
          {headers.map((header, index) => (
            <Column
              key={header.id}
              id={header.column.id}
              isRowHeader={index === 0}
              allowsSorting={header.column.getCanSort()}
              className="data-table__header"
            >
              {({ sortDirection }) => (
                <span className="data-table__header-content">
                  <FlexRender header={header} />
                  {sortDirection ? (
                    <span aria-hidden="true" className="data-table__sort">
                      {sortDirection === 'ascending' ? '▲' : '▼'}
                    </span>
                  ) : null}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          className="data-table__body"
          renderEmptyState={() =>
            isLoading ? (
              <div className="data-table__empty">
                <Spinner label={`Loading ${label.toLowerCase()}`} />
              </div>
            ) : (
              <div className="data-table__empty">{emptyText}</div>
            )
          }
        >
          {(isLoading ? [] : rows).map((row) => (
            <Row key={row.id} id={row.id} className="data-table__row">
              {row.getAllCells().map((cell) => (
                <Cell key={cell.id} className="data-table__cell">
                  <FlexRender cell={cell} />
                </Cell>
              ))}
            </Row>
          ))}
        </TableBody>
      </AriaTable>
    </div>
  );
}
