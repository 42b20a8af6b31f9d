/**
 * The react-aria DatePicker behind date-picker.tsx: typed segments plus a calendar popover, so a
 * date is chosen with the keyboard as well as the mouse. Loaded on demand, like
 * date-range-calendar.tsx: the calendar code must stay out of the dashboard's first screen
 * (issue 17, decision record 013).
 */
import { parseDate } from '@internationalized/date';
import { DatePicker as AriaDatePicker, Calendar } from 'react-aria-components';
import { CalendarFieldParts, CalendarMonth, DateSegments } from './calendar-parts.tsx';
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
      <CalendarFieldParts
        label={label}
        calendar={
          <Calendar className="calendar">
            <CalendarMonth />
          </Calendar>
        }
      >
        <DateSegments />
      </CalendarFieldParts>
    </AriaDatePicker>
  );
}
