/**
 * Alerts of the open saved search (spec 02 §3, §4; spec 01 §7; issue 13): list with the last
 * spike's why, mute toggle (isMuted), edit, delete, and a form with name, trigger, threshold mode
 * and value, time span, spike sensitivity and cooldown, send via, recipients and e-mail text.
 */
import { snakifyKeys } from '@sl/api-contract/client/case';
import {
  ALERT_TIME_SPANS,
  alertBodySchema,
  type SPIKE_SENSITIVITIES,
  THRESHOLD_MODES,
} from '@sl/api-contract/schemas/alerts';
import { NETWORKS } from '@sl/api-contract/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Link } from '#/components/ui/link.tsx';
import { Modal } from '#/components/ui/modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { fieldErrors } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { formatCountOf } from '#/utils/format-bucket-label.ts';
import {
  type Alert,
  type AlertBody,
  alertQueries,
  useDeleteAlert,
  useSaveAlert,
  useToggleAlert,
} from '../api/alerts.ts';

const TRIGGERS = [
  { value: 'new_posts', label: 'New posts' },
  { value: 'negative_posts', label: 'Negative posts' },
  { value: 'positive_posts', label: 'Positive posts' },
] as const;
const MODE_LABELS: Record<(typeof THRESHOLD_MODES)[number], string> = {
  above: 'Count reaches the value',
  below: 'Count stays under the value',
  spike: 'Spike against the previous 7 days',
};
const hours = (h: number) => formatCountOf(h, 'hour', 'hours');
const networkName = (key: string) => NETWORKS.find((n) => n.key === key)?.name ?? key;

type FormState = {
  name: string;
  trigger: AlertBody['trigger'];
  thresholdCountMode: NonNullable<AlertBody['thresholdCountMode']>;
  thresholdCountValue: string;
  alertTimeSpan: string;
  spikeSensitivity: (typeof SPIKE_SENSITIVITIES)[number];
  spikeCooldownHours: string;
  email: boolean;
  notification: boolean;
  recipients: string;
  emailDescription: string;
};

const stateOf = (a: Alert | null): FormState => ({
  name: a?.name ?? '',
  trigger: a?.trigger ?? 'new_posts',
  thresholdCountMode: a?.thresholdCountMode ?? 'spike',
  thresholdCountValue: String(a?.thresholdCountValue ?? 20),
  alertTimeSpan: String(a?.alertTimeSpan ?? 3),
  spikeSensitivity: a?.spikeSensitivity ?? 'medium',
  spikeCooldownHours: String(a?.spikeCooldownHours ?? 24),
  email: a ? a.sendVia.includes('email') : false,
  notification: a ? a.sendVia.includes('notification') : true,
  recipients: a?.recipientEmails.join(', ') ?? '',
  emailDescription: a?.emailDescription ?? '',
});

const bodyOf = (s: FormState, searchId: number, isMuted: boolean): AlertBody => ({
  name: s.name,
  isMuted,
  trigger: s.trigger,
  thresholdCountMode: s.thresholdCountMode,
  thresholdCountValue: Number(s.thresholdCountValue),
  alertTimeSpan: Number(s.alertTimeSpan) as AlertBody['alertTimeSpan'],
  spikeSensitivity: s.spikeSensitivity,
  spikeCooldownHours: Number(s.spikeCooldownHours) as NonNullable<AlertBody['spikeCooldownHours']>,
  sendVia: [...(s.email ? (['email'] as const) : []), ...(s.notification ? (['notification'] as const) : [])],
  recipientEmails: s.recipients
    .split(/[,\s]+/)
    .map((e) => e.trim())
    .filter(Boolean),
  emailDescription: s.emailDescription,
  searchId,
});

function AlertForm({
  alert,
  searchId,
  onDone,
}: {
  alert: Alert | null;
  searchId: number;
  onDone: () => void;
}) {
  const [s, setS] = useState(() => stateOf(alert));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAlert();
  const set =
    <K extends keyof FormState>(k: K) =>
    (v: FormState[K]) =>
      setS((x) => ({ ...x, [k]: v }));
  const spike = s.thresholdCountMode === 'spike';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = bodyOf(s, searchId, alert?.isMuted ?? false);
    const found = fieldErrors(alertBodySchema, snakifyKeys(body));
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate({ id: alert?.id ?? null, body }, { onSuccess: onDone });
  };
  return (
    <Form onSubmit={onSubmit} validationErrors={errors} className="alert-form">
      {save.isError && <FormAlert messages={readFormError(save.error)} />}
      <TextField label="Name" name="name" value={s.name} onChange={set('name')} isRequired />
      <Select label="Trigger" value={s.trigger} options={TRIGGERS} onChange={set('trigger')} />
      <Select
        label="Raise when"
        value={s.thresholdCountMode}
        options={THRESHOLD_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
        onChange={set('thresholdCountMode')}
      />
      <TextField
        label={spike ? 'Minimum volume' : 'Threshold value'}
        name="thresholdCountValue"
        inputMode="numeric"
        value={s.thresholdCountValue}
        onChange={set('thresholdCountValue')}
      />
      <Select
        label="Time span"
        value={s.alertTimeSpan}
        options={ALERT_TIME_SPANS.map((h) => ({ value: String(h), label: hours(h) }))}
        onChange={set('alertTimeSpan')}
      />
      {spike && (
        <>
          <Select
            label="Sensitivity"
            value={s.spikeSensitivity}
            options={[
              { value: 'low', label: 'Low: 4 deviations above usual' },
              { value: 'medium', label: 'Medium: 3 deviations above usual' },
              { value: 'high', label: 'High: 2 deviations above usual' },
            ]}
            onChange={set('spikeSensitivity')}
          />
          <Select
            label="Quiet after raising"
            value={s.spikeCooldownHours}
            options={ALERT_TIME_SPANS.map((h) => ({ value: String(h), label: hours(h) }))}
            onChange={set('spikeCooldownHours')}
          />
        </>
      )}
      <fieldset className="alert-form__channels">
        <legend>Send via</legend>
        <Switch label="Notification" isSelected={s.notification} onChange={set('notification')} />
        <Switch label="E-mail" isSelected={s.email} onChange={set('email')} />
        {errors.sendVia && <p className="field__error">{errors.sendVia}</p>}
      </fieldset>
      <TextField
        label="Recipients"
        name="recipientEmails"
        description="E-mail addresses, separated by commas"
        value={s.recipients}
        onChange={set('recipients')}
      />
      <TextAreaField
        label="E-mail description"
        name="emailDescription"
        rows={3}
        value={s.emailDescription}
        onChange={set('emailDescription')}
      />
      <div className="alert-form__actions">
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending}>
          Save alert
        </Button>
      </div>
    </Form>
  );
}

export function AlertsPanel({ searchId, canWrite }: { searchId: number; canWrite: boolean }) {
  const alerts = useQuery(alertQueries.ofSearch(searchId));
  const [editing, setEditing] = useState<Alert | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Alert | null>(null);
  const toggle = useToggleAlert();
  const remove = useDeleteAlert();
  const list = alerts.data?.data ?? [];
  return (
    <section className="alerts-panel" aria-labelledby="alerts-title">
      <div className="alerts-panel__head">
        <h2 id="alerts-title" className="alerts-panel__title">
          Alerts
        </h2>
        {canWrite && (
          <Button variant="secondary" onPress={() => setEditing('new')}>
            New alert
          </Button>
        )}
      </div>
      {list.length === 0 ? (
        <p className="alerts-panel__empty">No alert watches this search.</p>
      ) : (
        <ul className="alerts-list" aria-label="Alerts of this search">
          {list.map((a) => (
            <li key={a.id} className="alert-row">
              <div className="alert-row__main">
                <strong>{a.name}</strong>
                <span className="alert-row__summary">
                  {a.thresholdCountMode === 'spike'
                    ? `Spike of ${TRIGGERS.find((t) => t.value === a.trigger)?.label.toLowerCase()} over ${hours(a.alertTimeSpan)}, at least ${a.thresholdCountValue}, ${a.spikeSensitivity ?? 'medium'} sensitivity`
                    : `${TRIGGERS.find((t) => t.value === a.trigger)?.label} ${a.thresholdCountMode} ${a.thresholdCountValue} over ${hours(a.alertTimeSpan)}`}
                </span>
                {a.lastWhy && (
                  <p className="alert-row__why">
                    Last spike: {a.lastWhy.count} against {a.lastWhy.baseline.mean} usually; keywords{' '}
                    {a.lastWhy.keywords.map((k) => k.term).join(', ') || 'none'}; networks{' '}
                    {a.lastWhy.networks.map((n) => networkName(n.network)).join(', ') || 'none'}.{' '}
                    {/* Through the router: the library reads the window from the URL without a reload. */}
                    <Link href={a.lastWhy.drillDown}>See the posts</Link>
                  </p>
                )}
              </div>
              <div className="alert-row__actions">
                <Switch
                  label="Muted"
                  aria-label={`Mute ${a.name}`}
                  isSelected={a.isMuted}
                  isDisabled={!canWrite}
                  onChange={() => toggle.mutate(a.id)}
                />
                {canWrite && (
                  <Button variant="secondary" aria-label={`Edit ${a.name}`} onPress={() => setEditing(a)}>
                    Edit
                  </Button>
                )}
                {canWrite && (
                  <Button variant="secondary" aria-label={`Delete ${a.name}`} onPress={() => setToDelete(a)}>
                    Delete
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        title={editing === 'new' ? 'New alert' : 'Edit alert'}
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        size="medium"
      >
        {editing !== null && (
          <AlertForm
            alert={editing === 'new' ? null : editing}
            searchId={searchId}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmationModal
        isOpen={toDelete !== null}
        title="Delete the alert?"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </section>
  );
}
