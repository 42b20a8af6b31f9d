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
import type { FormEvent } from 'react';
import { EditorCard } from '#/components/crud/editor-card.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { useUser } from '#/lib/session.ts';
import { useEditedFields } from '#/lib/use-edited-fields.ts';
import { useFormFields } from '#/lib/use-form-fields.ts';
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
  const { fields, errors, set, check } = useFormFields(
    () => fieldsOfReport(report, { brandName: me?.businessProfile.name ?? '', receiverId: me?.id ?? null }),
    adminEmailBodySchema,
    (f) => snakifyKeys(toReportBody(f)),
  );
  const edits = useEditedFields(errors);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    edits.reset();
    if (!check()) return;
    save.mutate(
      { id: report?.id ?? null, body: toReportBody(fields) },
      {
        onSuccess: (saved) =>
          onDone(report ? `Report '${saved.emailName}' saved.` : `Report '${saved.emailName}' created.`),
      },
    );
  }

  const receiverOptions = (receivers.data ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.fullName} (${a.email})`,
  }));
  const heading = report ? `Edit ${report.emailName}` : 'New report';
  return (
    <EditorCard
      heading={heading}
      onSubmit={handleSubmit}
      onCancel={onCancel}
      validationErrors={edits.visible}
      saveError={save.isError ? save.error : null}
      isPending={save.isPending}
      submitLabel={report ? 'Save' : 'Create'}
      className="reports-form"
    >
      <div className="form__row">
        <TextField
          name="emailName"
          label="Report name"
          value={fields.emailName}
          onChange={edits.edit('emailName', set('emailName'))}
          autoFocus
        />
        <TextField
          name="brandName"
          label="Brand name"
          description="The brand the e-mail speaks of."
          value={fields.brandName}
          onChange={edits.edit('brandName', set('brandName'))}
        />
      </div>
      <div className="form__row">
        <Select
          label="Type"
          options={EMAIL_TYPES.map((v) => ({ value: v, label: EMAIL_TYPE_NAMES[v] }))}
          value={fields.emailType}
          onChange={set('emailType')}
        />
        <Select
          label="Covers"
          options={DATA_FROM.map((v) => ({ value: v, label: DATA_FROM_NAMES[v] }))}
          value={fields.dataFrom}
          onChange={set('dataFrom')}
        />
      </div>
      <div className="form__row">
        <Select
          label="Frequency"
          options={MAIL_FREQUENCIES.map((v) => ({ value: v, label: FREQUENCY_NAMES[v] }))}
          value={fields.mailFrequency}
          onChange={set('mailFrequency')}
        />
        <Select
          label={`Delivery hour (${timeZone})`}
          options={HOURS}
          value={fields.deliverHour}
          onChange={set('deliverHour')}
        />
      </div>
      {receiverOptions.length > 0 && (
        <Select
          label="Receiver"
          options={receiverOptions}
          value={fields.receiverId}
          onChange={set('receiverId')}
        />
      )}
      <div className="form__row">
        <TextField
          name="postsLimit"
          label="Posts in the e-mail"
          inputMode="numeric"
          value={fields.postsLimit}
          onChange={edits.edit('postsLimit', set('postsLimit'))}
        />
        <TextField
          name="articlesLimit"
          label="Articles in the e-mail"
          inputMode="numeric"
          value={fields.articlesLimit}
          onChange={edits.edit('articlesLimit', set('articlesLimit'))}
        />
      </div>
      <TextAreaField
        name="extraEmails"
        label="Also send to"
        description="E-mail addresses outside the team, separated by commas."
        rows={2}
        value={fields.extraEmails}
        onChange={edits.edit('extraEmails', set('extraEmails'))}
      />
      <TextAreaField
        name="competitors"
        label="Competitors"
        description="Brands to compare with, separated by commas."
        rows={2}
        value={fields.competitors}
        onChange={edits.edit('competitors', set('competitors'))}
      />
    </EditorCard>
  );
}
