/**
 * Add or edit an annotation (spec 02 §7: POST, and PATCH with name, text, anchorDate, layerId):
 * title, note, layer (moving it to another layer is choosing another here), date and an optional
 * end ("Until", our `endDate`: the annotation then marks a period, drawn as a band). The form
 * sits under its chart rather than in a modal, so a click on a point of the chart can still pick
 * the date; the date field is the keyboard's way to the same (decision record 020).
 */
import {
  annotationBodySchema,
  endDateError,
  endDateErrorMessage,
} from '@sl/api-contract/schemas/annotations';
import { parseIsoDay } from '@sl/api-contract/time/zoned-time';
import type { FormEvent } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { DatePicker } from '#/components/ui/date-picker.tsx';
import { Form } from '#/components/ui/form.tsx';
import { FormAlert } from '#/components/ui/form-alert.tsx';
import { Select } from '#/components/ui/select.tsx';
import { TextAreaField } from '#/components/ui/text-area-field.tsx';
import { TextField } from '#/components/ui/text-field.tsx';
import { showToast } from '#/components/ui/toast.tsx';
import { fieldRule } from '#/lib/form-errors.ts';
import { readFormError } from '#/lib/read-form-error.ts';
import { formatDateTime } from '#/utils/format-post.ts';
import { useSaveAnnotation } from '../api/annotations.ts';
import { type AnnotationDraft, dayOf, instantOnDay, type Layer } from '../utils/annotations-view.ts';
import type { IsoRange } from '../utils/resolve-time-range.ts';

const validateName = fieldRule(annotationBodySchema.shape.name);

/**
 * A typed year passes through '0002', '0020', '0202' on its way to '2026', and the picker reports
 * each: a day that is no calendar day is skipped rather than thrown on (the segments keep the keys).
 */
const whenDay = (apply: (day: string) => void) => (day: string) => {
  if (parseIsoDay(day)) apply(day);
};

export interface AnnotationFormProps {
  draft: AnnotationDraft;
  onChange: (draft: AnnotationDraft) => void;
  layers: readonly Layer[];
  range: IsoRange;
  timeZone: string;
  widgetTitle: string;
  onDone: () => void;
}

export function AnnotationForm({
  draft,
  onChange,
  layers,
  range,
  timeZone,
  widgetTitle,
  onDone,
}: AnnotationFormProps) {
  const save = useSaveAnnotation();
  const layerName = (id: number) => layers.find((l) => l.id === id)?.name ?? '';
  // The API's rule, checked as the user picks, worded as the API would refuse it (spec 01 §5:
  // '{Field name} {first error}', the field being end_date): one message whichever side finds it.
  const untilError = endDateError(draft.at, draft.until);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (untilError) return;
    save.mutate(
      {
        id: draft.id,
        body: {
          name: draft.name,
          text: draft.text,
          layerId: draft.layerId,
          anchorDate: draft.at,
          endDate: draft.until,
        },
      },
      {
        onSuccess: (saved) => {
          showToast(
            draft.id === null
              ? `Annotation “${saved.name}” added to ${layerName(saved.layerId)}.`
              : `Annotation “${saved.name}” saved in ${layerName(saved.layerId)}.`,
            'success',
          );
          onDone();
        },
      },
    );
  };
  const label = draft.id === null ? `New annotation on ${widgetTitle.toLowerCase()}` : 'Edit annotation';
  return (
    <Form className="annotation-form" onSubmit={onSubmit} aria-label={label}>
      <FormAlert
        messages={untilError ? [endDateErrorMessage] : save.isError ? readFormError(save.error) : []}
      />
      <p className="annotation-form__hint">
        {draft.id === null ? 'Pick the date below, or click a point of the chart.' : null} Marks{' '}
        {formatDateTime(draft.at, timeZone)}
        {draft.until ? ` to ${formatDateTime(draft.until, timeZone)}` : ''}.
      </p>
      <div className="annotation-form__fields">
        <TextField
          label="Title"
          name="name"
          isRequired
          value={draft.name}
          onChange={(name) => onChange({ ...draft, name })}
          validate={validateName}
        />
        <DatePicker
          label="Date"
          isRequired
          value={dayOf(draft.at, timeZone)}
          minDay={dayOf(range.from, timeZone)}
          maxDay={dayOf(range.to, timeZone)}
          onChange={whenDay((day) => onChange({ ...draft, at: instantOnDay(day, timeZone, draft.at) }))}
        />
        <div className="annotation-form__until">
          <DatePicker
            label="Until (optional)"
            value={draft.until ? dayOf(draft.until, timeZone) : null}
            minDay={dayOf(range.from, timeZone)}
            maxDay={dayOf(range.to, timeZone)}
            // A period ends at the start's time of day on its last day: a day band covers whole days.
            onChange={whenDay((day) =>
              onChange({ ...draft, until: instantOnDay(day, timeZone, draft.until ?? draft.at) }),
            )}
          />
          {draft.until ? (
            <Button variant="quiet" onPress={() => onChange({ ...draft, until: null })}>
              No end date
            </Button>
          ) : null}
        </div>
        <Select
          label="Layer"
          options={layers.map((l) => ({ value: String(l.id), label: l.name }))}
          value={String(draft.layerId)}
          onChange={(id) => onChange({ ...draft, layerId: Number(id) })}
        />
      </div>
      <TextAreaField
        label="Note"
        name="text"
        rows={2}
        value={draft.text}
        onChange={(text) => onChange({ ...draft, text })}
      />
      <div className="annotation-form__actions">
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {draft.id === null ? 'Add annotation' : 'Save annotation'}
        </Button>
      </div>
    </Form>
  );
}
