/**
 * Reports (scheduled e-mail reports, admin; spec 01 §3, §6, §7): the profile's reports with
 * their schedule in the profile's time zone; create, edit, preview, "Send now" (the mail with its
 * CSV lands in the outbox, and goes over SMTP when the server has one), the delivery log, and
 * delete after a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { actionsColumn, CrudScreen, useCrudDialog } from '#/components/crud/crud-screen.tsx';
import { Button } from '#/components/ui/button.tsx';
import type { DataColumn } from '#/components/ui/data-table.tsx';
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

type Viewing = { kind: 'preview' | 'log'; report: Report } | null;

export function ReportsScreen() {
  const reports = useQuery(reportQueries.list());
  const remove = useDeleteReport();
  const send = useSendReport();
  const crud = useCrudDialog<Report>();
  const [viewing, setViewing] = useState<Viewing>(null);
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
    actionsColumn((r) => [
      { label: 'Edit', name: `Edit ${r.emailName}`, onPress: () => crud.openForm(r) },
      {
        label: 'Preview',
        name: `Preview ${r.emailName}`,
        onPress: () => setViewing({ kind: 'preview', report: r }),
      },
      {
        label: 'Send now',
        name: `Send ${r.emailName} now`,
        isPending: send.isPending && send.variables === r.id,
        onPress: () => sendNow(r),
      },
      {
        label: 'Deliveries',
        name: `Deliveries of ${r.emailName}`,
        onPress: () => setViewing({ kind: 'log', report: r }),
      },
      { label: 'Delete', name: `Delete ${r.emailName}`, onPress: () => crud.openDelete(r) },
    ]),
  ];

  return (
    <CrudScreen
      title="Reports"
      description={`E-mails that summarise your posts on a schedule. Hours are in the profile's time zone (${timeZone}).`}
      newLabel={crud.editing === undefined ? 'New report' : null}
      onNew={() => crud.openForm(null)}
      editor={
        crud.editing !== undefined && (
          <ReportForm
            key={crud.editing?.id ?? 'new'}
            report={crud.editing}
            timeZone={timeZone}
            onDone={crud.saved}
            onCancel={crud.close}
          />
        )
      }
      list={{
        label: 'Reports',
        query: reports,
        columns,
        data: reports.data?.data ?? [],
        getRowId: (r) => String(r.id),
        emptyText: 'No reports yet. A report e-mails a summary of your posts daily, weekly or monthly.',
      }}
      deletion={{
        item: crud.deleting,
        onCancel: crud.close,
        onConfirm: (report) =>
          remove.mutate(report.id, toastOutcome(`Report '${report.emailName}' deleted.`, crud.close)),
        isPending: remove.isPending,
        describe: (report) => <p>The report "{report.emailName}" will no longer be sent.</p>,
      }}
    >
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
    </CrudScreen>
  );
}
