/**
 * The react-aria DateRangePicker behind date-range-picker.tsx: typed segments plus a calendar
 * popover. Loaded on demand: with @internationalized/date and react-aria's calendar, its
 * translations and date fields it was a third of the dashboard's route chunk, for a control shown
 * only once "Custom time range" is chosen (issue 17, decision record 013).
 */
import { parseDate } from '@internationalized/date';
import {
  Button as AriaButton,
  DateRangePicker as AriaDateRangePicker,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';

import { CalendarMonth } from './calendar-parts.tsx';
import type { DateRangePickerProps } from './date-range-picker.tsx';

export default function DateRangeCalendar({ label, value, onChange, maxDay }: DateRangePickerProps) {
  return (
    <AriaDateRangePicker
      className="field date-range"
      value={value ? { start: parseDate(value.start), end: parseDate(value.end) } : null}
      maxValue={maxDay ? parseDate(maxDay) : undefined}
      onChange={(range) => {
        if (range) onChange({ start: range.start.toString(), end: range.end.toString() });
      }}
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__input date-range__group">
        <DateInput slot="start" className="date-range__input">
          {(segment) => <DateSegment segment={segment} className="date-range__segment" />}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className="date-range__input">
          {(segment) => <DateSegment segment={segment} className="date-range__segment" />}
        </DateInput>
        <AriaButton className="date-range__button" aria-label="Open calendar">
          ▾
        </AriaButton>
      </Group>
      <FieldError className="field__error" />
      <Popover className="popover">
        <Dialog className="date-range__dialog" aria-label={label}>
          <RangeCalendar className="calendar">
            <CalendarMonth />
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
