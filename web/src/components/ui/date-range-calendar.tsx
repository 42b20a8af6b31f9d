/**
 * The react-aria DateRangePicker behind date-range-picker.tsx: typed segments plus a calendar
 * popover. Loaded on demand: with @internationalized/date and react-aria's calendar, its
 * translations and date fields it was a third of the dashboard's route chunk, for a control shown
 * only once "Custom time range" is chosen (issue 17, decision record 013).
 */
import { parseDate } from '@internationalized/date';
import { DateRangePicker as AriaDateRangePicker, RangeCalendar } from 'react-aria-components';
import { CalendarFieldParts, CalendarMonth, DateSegments } from './calendar-parts.tsx';
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
      <CalendarFieldParts
        label={label}
        calendar={
          <RangeCalendar className="calendar">
            <CalendarMonth />
          </RangeCalendar>
        }
      >
        <DateSegments slot="start" />
        <span aria-hidden="true">–</span>
        <DateSegments slot="end" />
      </CalendarFieldParts>
    </AriaDateRangePicker>
  );
}
