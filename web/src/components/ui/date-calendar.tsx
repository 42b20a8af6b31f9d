/**
 * The react-aria DatePicker behind date-picker.tsx: typed segments plus a calendar popover, so a
 * date is chosen with the keyboard as well as the mouse. Loaded on demand, like
 * date-range-calendar.tsx: the calendar code must stay out of the dashboard's first screen
 * (issue 17, decision record 013).
 */
import { parseDate } from '@internationalized/date';
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  Calendar,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Label,
  Popover,
} from 'react-aria-components';
import { CalendarMonth } from './calendar-parts.tsx';
import type { DatePickerProps } from './date-picker.tsx';

export default function DateCalendar({
  label,
  value,
  onChange,
  minDay,
  maxDay,
  isRequired,
}: DatePickerProps) {
  return (
    <AriaDatePicker
      className="field date-range"
      value={value ? parseDate(value) : null}
      minValue={minDay ? parseDate(minDay) : undefined}
      maxValue={maxDay ? parseDate(maxDay) : undefined}
      isRequired={isRequired}
      onChange={(day) => {
        if (day) onChange(day.toString());
      }}
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__input date-range__group">
        <DateInput className="date-range__input">
          {(segment) => <DateSegment segment={segment} className="date-range__segment" />}
        </DateInput>
        <AriaButton className="date-range__button" aria-label="Open calendar">
          ▾
        </AriaButton>
      </Group>
      <FieldError className="field__error" />
      <Popover className="popover">
        <Dialog className="date-range__dialog" aria-label={label}>
          <Calendar className="calendar">
            <CalendarMonth />
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
