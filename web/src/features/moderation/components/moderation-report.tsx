/**
 * spec 01 §2 /moderation-report, spec 02 §7 moderation events: what moderators and rules did to
 * the profile's posts, 8 events a page, ordered by any column either way, filtered by the values
 * `/v1/moderation/filters` offers (with their counts), and exported as CSV with exactly the
 * filtered events. The view lives in the URL (utils/moderation-view.ts).
 */
import { networkByKey } from '@sl/api-contract/schemas/common';
import { PAGE_SIZES } from '@sl/api-contract/schemas/paging';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { type DataColumn, DataTable, type SortingState } from '#/components/ui/data-table.tsx';
import { MultiSelect } from '#/components/ui/multi-select.tsx';
import { Pager } from '#/components/ui/pager.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { useTimeZone } from '#/lib/time-zone.ts';
import { formatCount, formatCountOf } from '#/utils/format-bucket-label.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { exportModerationEvents, moderationQueries } from '../api/moderation-events.ts';
import {
  exportFileName,
  type ModerationSortField,
  type ModerationView,
  pageCount,
  readView,
  writeView,
} from '../utils/moderation-view.ts';
import '../moderation.css';

interface EventRow {
  id: number;
  createdAt: string;
  action: string;
  socialType: string;
  statusId: number;
  moderatorName: string;
  ruleId: number | null;
  reason: string;
}

const ACTION_NAMES: Record<string, string> = {
  hide: 'Hide',
  unhide: 'Unhide',
  delete: 'Delete',
  reply: 'Reply',
  like: 'Like',
  assign: 'Assign',
  label: 'Label',
};
const actionName = (value: string) => ACTION_NAMES[value] ?? value;
const networkName = (key: string) => networkByKey(key)?.name ?? key;

/** Column ids are the API's sort fields, so a header click is the API's order. */
const columnsFor = (timeZone: string): DataColumn<EventRow, string>[] => [
  {
    id: 'created_at',
    header: 'When',
    accessorFn: (e) => e.createdAt,
    cell: (info) => formatDateTime(info.getValue(), timeZone),
  },
  { id: 'action', header: 'Action', accessorFn: (e) => actionName(e.action) },
  { id: 'social_type', header: 'Network', accessorFn: (e) => networkName(e.socialType) },
  {
    id: 'moderator_name',
    header: 'Moderator',
    accessorFn: (e) => (e.ruleId !== null ? `${e.moderatorName} (rule ${e.ruleId})` : e.moderatorName),
  },
  { id: 'status', header: 'Post', enableSorting: false, accessorFn: (e) => `#${e.statusId}` },
  { id: 'reason', header: 'Reason', enableSorting: false, accessorFn: (e) => e.reason || '-' },
];

export function ModerationReport() {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const change = (next: Partial<ModerationView>) =>
    // Any change but paging starts again at page 1, where the new order or filter begins.
    setParams(writeView({ ...view, page: 1, ...next }));
  const events = useQuery(moderationQueries.events(view));
  const filters = useQuery(moderationQueries.filters(view));
  const timeZone = useTimeZone();
  const columns = useMemo(() => columnsFor(timeZone), [timeZone]);
  const [exporting, setExporting] = useState(false);

  const sorting: SortingState = [{ id: view.sort, desc: view.desc }];
  const total = events.data?.meta.total ?? 0;
  const filtered = view.actions.length + view.socialTypes.length + view.moderatorIds.length > 0;

  async function exportCsv() {
    setExporting(true);
    try {
      const blob = await exportModerationEvents(view);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = exportFileName(new Date());
      a.click();
      URL.revokeObjectURL(url);
      showToast(`${formatCount(total)} events exported.`, 'success');
    } catch (error) {
      showToast(readFormError(error).join(' '));
    } finally {
      setExporting(false);
    }
  }

  const results = filters.data?.results;
  const actionOptions = (results?.actions ?? []).map((o) => ({
    id: o.value,
    name: `${actionName(o.value)} (${formatCount(o.count)})`,
  }));
  const networkOptions = (results?.socialTypes ?? []).map((o) => ({
    id: o.value,
    name: `${networkName(o.value)} (${formatCount(o.count)})`,
  }));
  // Rules act without a moderator id: they cannot be filtered by moderator, so they are not offered.
  const moderatorOptions = (results?.moderators ?? [])
    .filter((o) => o.id !== null)
    .map((o) => ({ id: String(o.id), name: `${o.name} (${formatCount(o.count)})` }));
  const chosen = (n: number) => (n === 0 ? 'All' : `${n} selected`);

  return (
    <div className="moderation-report">
      <PageHeader
        title="Moderation Report"
        description="What moderators and rules did to your posts: hidden, deleted, replied, assigned and labelled."
        actions={
          <Button
            variant="secondary"
            onPress={exportCsv}
            isPending={exporting}
            isDisabled={events.isPending || total === 0}
          >
            Export CSV
          </Button>
        }
      />
      <section className="card moderation-report__filters" aria-label="Filters">
        <MultiSelect
          label="Action"
          options={actionOptions}
          value={view.actions}
          onChange={(actions) => change({ actions })}
          summary={chosen}
          isDisabled={filters.isPending}
        />
        <MultiSelect
          label="Network"
          options={networkOptions}
          value={view.socialTypes}
          onChange={(socialTypes) => change({ socialTypes })}
          summary={chosen}
          isDisabled={filters.isPending}
        />
        <MultiSelect
          label="Moderator"
          options={moderatorOptions}
          value={view.moderatorIds}
          onChange={(moderatorIds) => change({ moderatorIds })}
          summary={chosen}
          isSearchable
          isDisabled={filters.isPending}
        />
        {filtered && (
          <Button variant="quiet" onPress={() => change({ actions: [], socialTypes: [], moderatorIds: [] })}>
            Clear filters
          </Button>
        )}
      </section>
      {events.isError ? (
        <div className="card" role="alert">
          <p>{readFormError(events.error).join(' ')}</p>
          <Button variant="secondary" onPress={() => events.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <section className="card" aria-label="Events">
          <p className="moderation-report__count" aria-live="polite">
            {events.isPending ? 'Loading events…' : formatCountOf(total, 'event', 'events')}
          </p>
          <DataTable
            label="Moderation events"
            columns={columns}
            data={events.data?.data ?? []}
            getRowId={(e) => String(e.id)}
            sorting={sorting}
            onSortingChange={(next) => {
              const first = next[0];
              // A third click clears TanStack's sorting; the report always has an order, so it flips.
              if (!first) change({ desc: !view.desc });
              else change({ sort: first.id as ModerationSortField, desc: first.desc });
            }}
            manualSorting
            isLoading={events.isPending}
            emptyText={filtered ? 'No events match these filters.' : 'No moderation events yet.'}
          />
          <Pager
            label="Moderation events pages"
            page={view.page}
            pages={pageCount(total, PAGE_SIZES.moderationEvents)}
            onChange={(page) => setParams(writeView({ ...view, page }))}
          />
        </section>
      )}
    </div>
  );
}
