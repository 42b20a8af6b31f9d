/**
 * The react-aria DatePicker behind date-picker.tsx: typed segments plus a calendar popover, so a
 * date is chosen with the keyboard as well as the mouse. Loaded on demand, like
 * date-range-calendar.tsx: the calendar code must stay out of the dashboard's first screen
 * (issue 17, decision record 013).
 */
import { type DateValue, parseDate } from '@internationalized/date';
import { useState } from 'react';
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
  // The day as typed is held here, not only in the caller's value: a year is typed digit by digit
  // ('0002', '0020', …) and a caller may skip such a day. Were the field controlled by the caller's
  // value alone, an empty field (value null) whose segments are all filled would be reset by
  // react-aria to empty segments, and a day could never be typed into it with the keyboard.
  const [typed, setTyped] = useState<{ from: string | null; day: DateValue | null }>({
    from: value,
    day: value ? parseDate(value) : null,
  });
  // A new value from the caller (a clicked chart point, "No end date") replaces what was typed.
  let shown = typed.day;
  if (typed.from !== value) {
    shown = value ? parseDate(value) : null;
    setTyped({ from: value, day: shown });
  }
  return (
    <AriaDatePicker
      className="field date-range"
      value={shown}
      minValue={minDay ? parseDate(minDay) : undefined}
      maxValue={maxDay ? parseDate(maxDay) : undefined}
      isRequired={isRequired}
      onChange={(day) => {
        setTyped((t) => ({ ...t, day }));
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
