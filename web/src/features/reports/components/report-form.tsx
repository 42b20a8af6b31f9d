/**
 * Create or edit a scheduled e-mail report (spec 01 §3: email_name, email_type, mail_frequency,
 * deliver_hour, data_from, posts_limit, articles_limit, extra_emails, competitors; plus the brand
 * name and the receiver the API requires). deliver_hour is read in the profile's time zone.
 * The contract schema judges the body first, so its messages are shown before any round trip.
 */
import { snakifyKeys } from '@sl/api-contract/client/case';
import {
  adminEmailBodySchema,
  DATA_FROM,
  EMAIL_TYPES,
  MAIL_FREQUENCIES,
} from '@sl/api-contract/schemas/admin-emails';
import { useQuery } from '@tanstack/react-query';
import { EditorCard } from '#/components/crud/editor-card.tsx';
import { useUser } from '#/lib/session.ts';
import { type Report, reportQueries, useSaveReport } from '../api/reports.ts';
import {
  DATA_FROM_NAMES,
  EMAIL_TYPE_NAMES,
  FREQUENCY_NAMES,
  fieldsOfReport,
  hourLabel,
  toReportBody,
} from '../utils/report-fields.ts';

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: hourLabel(h) }));
const TYPES = EMAIL_TYPES.map((v) => ({ value: v, label: EMAIL_TYPE_NAMES[v] }));
const COVERS = DATA_FROM.map((v) => ({ value: v, label: DATA_FROM_NAMES[v] }));
const FREQUENCIES = MAIL_FREQUENCIES.map((v) => ({ value: v, label: FREQUENCY_NAMES[v] }));

export interface ReportFormProps {
  report: Report | null;
  timeZone: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function ReportForm({ report, timeZone, onDone, onCancel }: ReportFormProps) {
  const me = useUser();
  const save = useSaveReport();
  const receivers = useQuery(reportQueries.receivers());
  const receiverOptions = (receivers.data ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.fullName} (${a.email})`,
  }));
  return (
    <EditorCard
      heading={report ? `Edit ${report.emailName}` : 'New report'}
      submitLabel={report ? 'Save' : 'Create'}
      className="reports-form"
      initial={() =>
        fieldsOfReport(report, { brandName: me?.businessProfile.name ?? '', receiverId: me?.id ?? null })
      }
      schema={adminEmailBodySchema}
      toWireBody={(f) => snakifyKeys(toReportBody(f))}
      fields={[
        {
          kind: 'row',
          fields: [
            { kind: 'text', key: 'emailName', label: 'Report name', autoFocus: true },
            {
              kind: 'text',
              key: 'brandName',
              label: 'Brand name',
              description: 'The brand the e-mail speaks of.',
            },
          ],
        },
        {
          kind: 'row',
          fields: [
            { kind: 'select', key: 'emailType', label: 'Type', options: TYPES },
            { kind: 'select', key: 'dataFrom', label: 'Covers', options: COVERS },
          ],
        },
        {
          kind: 'row',
          fields: [
            { kind: 'select', key: 'mailFrequency', label: 'Frequency', options: FREQUENCIES },
            { kind: 'select', key: 'deliverHour', label: `Delivery hour (${timeZone})`, options: HOURS },
          ],
        },
        // The receivers are read when the form opens; until they arrive the API's default stands.
        receiverOptions.length > 0 && {
          kind: 'select',
          key: 'receiverId',
          label: 'Receiver',
          options: receiverOptions,
        },
        {
          kind: 'row',
          fields: [
            { kind: 'text', key: 'postsLimit', label: 'Posts in the e-mail', inputMode: 'numeric' },
            { kind: 'text', key: 'articlesLimit', label: 'Articles in the e-mail', inputMode: 'numeric' },
          ],
        },
        {
          kind: 'textarea',
          key: 'extraEmails',
          label: 'Also send to',
          description: 'E-mail addresses outside the team, separated by commas.',
        },
        {
          kind: 'textarea',
          key: 'competitors',
          label: 'Competitors',
          description: 'Brands to compare with, separated by commas.',
        },
      ]}
      onSave={(f) =>
        save.mutate(
          { id: report?.id ?? null, body: toReportBody(f) },
          {
            onSuccess: (saved) =>
              onDone(report ? `Report '${saved.emailName}' saved.` : `Report '${saved.emailName}' created.`),
          },
        )
      }
      save={save}
      onCancel={onCancel}
    />
  );
}
