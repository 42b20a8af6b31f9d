/**
 * One report's preview (the e-mail as "Send now" would send it, sent to no one) and its delivery
 * log (when, to whom, size). The preview's HTML is the server's rendering, with user text
 * escaped; it is shown in a sandboxed frame that runs no script and reaches nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type DataColumn, DataTable } from '#/components/ui/data-table.tsx';
import { Spinner } from '#/components/ui/spinner.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { formatCount } from '#/utils/format-bucket-label.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { type Report, reportQueries } from '../api/reports.ts';
import { formatBytes } from '../utils/report-fields.ts';

type Delivery = {
  id: number;
  sentAt: string;
  recipients: string[];
  subject: string;
  sizeBytes: number;
};

export function ReportPreview({ report }: { report: Report }) {
  const preview = useQuery(reportQueries.preview(report.id));
  if (preview.isPending) return <Spinner label="Rendering the preview" />;
  if (preview.isError) return <p role="alert">{readFormError(preview.error).join(' ')}</p>;
  const p = preview.data;
  return (
    <div className="report-preview">
      <dl className="report-preview__meta">
        <div>
          <dt>Subject</dt>
          <dd>{p.subject}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{p.recipients.join(', ')}</dd>
        </div>
        <div>
          <dt>Attachment</dt>
          <dd>
            {p.csvFilename} ({formatBytes(p.csvSize)})
          </dd>
        </div>
        <div>
          <dt>Posts in the period</dt>
          <dd>{formatCount(p.figures.total)}</dd>
        </div>
      </dl>
      <iframe
        className="report-preview__frame"
        title={`Preview of ${report.emailName}`}
        sandbox=""
        srcDoc={p.html}
      />
    </div>
  );
}

export function ReportDeliveries({ report, timeZone }: { report: Report; timeZone: string }) {
  const log = useQuery(reportQueries.deliveries(report.id));
  const columns = useMemo<DataColumn<Delivery, string | number>[]>(
    () => [
      {
        id: 'sentAt',
        header: 'When',
        accessorFn: (d) => d.sentAt,
        cell: (info) => formatDateTime(String(info.getValue()), timeZone),
      },
      { id: 'recipients', header: 'To', accessorFn: (d) => d.recipients.join(', ') },
      {
        id: 'size',
        header: 'Size',
        accessorFn: (d) => d.sizeBytes,
        cell: (info) => formatBytes(Number(info.getValue())),
      },
    ],
    [timeZone],
  );
  if (log.isError) return <p role="alert">{readFormError(log.error).join(' ')}</p>;
  return (
    <DataTable
      label={`Deliveries of ${report.emailName}`}
      columns={columns}
      data={log.data?.data ?? []}
      getRowId={(d) => String(d.id)}
      isLoading={log.isPending}
      emptyText="Not sent yet. 'Send now' delivers it at once."
    />
  );
}
