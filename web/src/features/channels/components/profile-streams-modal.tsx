/** The streams of one connected profile (spec 01 §7 GET /v1/users/items profileId). */
import { useQuery } from '@tanstack/react-query';
import { DetailsModal } from '#/components/crud/details-modal.tsx';
import { type DataColumn, DataTable } from '#/components/ui/data-table.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { type ChannelProfile, type ChannelStream, channelQueries } from '../api/channels.ts';

const columns: DataColumn<ChannelStream, string>[] = [
  { id: 'name', header: 'Stream', accessorFn: (s) => s.name },
  { id: 'type', header: 'Type', accessorFn: (s) => s.streamType },
  { id: 'search', header: 'Search phrase', enableSorting: false, accessorFn: (s) => s.searchPhrase ?? '-' },
];

export function ProfileStreamsModal({ profile, onClose }: { profile: ChannelProfile; onClose: () => void }) {
  const streams = useQuery(channelQueries.streams(profile.id));
  return (
    <DetailsModal title={`Streams of ${profile.name}`} onClose={onClose}>
      {streams.isError ? (
        <p role="alert">{readFormError(streams.error).join(' ')}</p>
      ) : (
        <DataTable
          label={`Streams of ${profile.name}`}
          columns={columns}
          data={streams.data ?? []}
          getRowId={(s) => String(s.id)}
          isLoading={streams.isPending}
          emptyText="This profile has no streams yet."
        />
      )}
    </DetailsModal>
  );
}
