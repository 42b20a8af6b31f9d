/**
 * Reports (scheduled e-mail reports, admin; spec 01 §3, §6, §7): the profile's reports with
 * their schedule in the profile's time zone; create, edit, preview, "Send now" (the mail with its
 * CSV lands in the outbox, and goes over SMTP when the server has one), the delivery log, and
 * delete after a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '#/components/layouts/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { type DataColumn, DataTable } from '#/components/ui/data-table.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { readFormError } from '#/lib/read-form-error.ts';
import { toastOutcome } from '#/lib/toast-outcome.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { type Report, reportQueries, useDeleteReport, useSendReport } from '../api/reports.ts';
import { DATA_FROM_NAMES, EMAIL_TYPE_NAMES, FREQUENCY_NAMES, hourLabel } from '../utils/report-fields.ts';
import { ReportDeliveries, ReportPreview } from './report-details.tsx';
import { ReportForm } from './report-form.tsx';
import '../reports.css';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; report: Report };
type Viewing = { kind: 'preview' | 'log'; report: Report } | null;

export function ReportsScreen() {
  const reports = useQuery(reportQueries.list());
  const remove = useDeleteReport();
  const send = useSendReport();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [viewing, setViewing] = useState<Viewing>(null);
  const [deleting, setDeleting] = useState<Report | null>(null);
  const timeZone = reports.data?.timeZone ?? 'UTC';

  function sendNow(report: Report) {
    send.mutate(report.id, {
      onSuccess: (result) =>
        showToast(`Report '${report.emailName}' sent to ${result.recipients.join(', ')}.`, 'success'),
      onError: (error) => showToast(readFormError(error).join(' ')),
    });
  }

  // Built each render: the Send now button follows the mutation of this render.
  const columns: DataColumn<Report, string>[] = [
    { id: 'name', header: 'Name', accessorFn: (r) => r.emailName },
    { id: 'type', header: 'Type', accessorFn: (r) => EMAIL_TYPE_NAMES[r.emailType] },
    {
      id: 'schedule',
      header: 'Schedule',
      accessorFn: (r) => `${FREQUENCY_NAMES[r.mailFrequency]} at ${hourLabel(r.deliverHour)}`,
    },
    { id: 'covers', header: 'Covers', accessorFn: (r) => DATA_FROM_NAMES[r.dataFrom] },
    {
      id: 'lastSent',
      header: 'Last sent',
      accessorFn: (r) => r.lastSentAt ?? '',
      cell: (info) => (info.getValue() ? formatDateTime(info.getValue(), timeZone) : 'Never'),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: (info) => {
        const r = info.row.original;
        return (
          <span className="reports-actions">
            <Button
              variant="quiet"
              aria-label={`Edit ${r.emailName}`}
              onPress={() => setEditing({ kind: 'edit', report: r })}
            >
              Edit
            </Button>
            <Button
              variant="quiet"
              aria-label={`Preview ${r.emailName}`}
              onPress={() => setViewing({ kind: 'preview', report: r })}
            >
              Preview
            </Button>
            <Button
              variant="quiet"
              aria-label={`Send ${r.emailName} now`}
              isPending={send.isPending && send.variables === r.id}
              onPress={() => sendNow(r)}
            >
              Send now
            </Button>
            <Button
              variant="quiet"
              aria-label={`Deliveries of ${r.emailName}`}
              onPress={() => setViewing({ kind: 'log', report: r })}
            >
              Deliveries
            </Button>
            <Button variant="quiet" aria-label={`Delete ${r.emailName}`} onPress={() => setDeleting(r)}>
              Delete
            </Button>
          </span>
        );
      },
    },
  ];

  function confirmDelete() {
    if (!deleting) return;
    const { emailName } = deleting;
    remove.mutate(
      deleting.id,
      toastOutcome(`Report '${emailName}' deleted.`, () => setDeleting(null)),
    );
  }

  return (
    <div className="reports-screen">
      <PageHeader
        title="Reports"
        description={`E-mails that summarise your posts on a schedule. Hours are in the profile's time zone (${timeZone}).`}
        actions={
          editing.kind === 'none' ? (
            <Button onPress={() => setEditing({ kind: 'new' })}>New report</Button>
          ) : null
        }
      />
      {editing.kind !== 'none' && (
        <ReportForm
          key={editing.kind === 'edit' ? editing.report.id : 'new'}
          report={editing.kind === 'edit' ? editing.report : null}
          timeZone={timeZone}
          onDone={(message) => {
            setEditing({ kind: 'none' });
            showToast(message, 'success');
          }}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      <section className="card" aria-label="Reports list">
        {reports.isError ? (
          <div role="alert">
            <p>{readFormError(reports.error).join(' ')}</p>
            <Button variant="secondary" onPress={() => reports.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <DataTable
            label="Reports"
            columns={columns}
            data={reports.data?.data ?? []}
            getRowId={(r) => String(r.id)}
            isLoading={reports.isPending}
            emptyText="No reports yet. A report e-mails a summary of your posts daily, weekly or monthly."
          />
        )}
      </section>
      <Modal
        title={
          viewing
            ? `${viewing.kind === 'preview' ? 'Preview of' : 'Deliveries of'} ${viewing.report.emailName}`
            : ''
        }
        isOpen={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        size="medium"
        footer={
          <Button variant="secondary" onPress={() => setViewing(null)}>
            Close
          </Button>
        }
      >
        {viewing?.kind === 'preview' && <ReportPreview report={viewing.report} />}
        {viewing?.kind === 'log' && <ReportDeliveries report={viewing.report} timeZone={timeZone} />}
      </Modal>
      <ConfirmationModal
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      >
        <p>The report "{deleting?.emailName}" will no longer be sent.</p>
      </ConfirmationModal>
    </div>
  );
}
