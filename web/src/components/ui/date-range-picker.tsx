/**
 * A date-range picker (react-aria DateRangePicker, wrapped once): typed segments plus a calendar
 * popover. Values are calendar days as 'YYYY-MM-DD', so callers never handle time zones here.
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

export interface DayRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  label: string;
  value: DayRange | null;
  onChange: (value: DayRange) => void;
  /** The last day that may be chosen (e.g. today). */
  maxDay?: string;
}

export function DateRangePicker({ label, value, onChange, maxDay }: DateRangePickerProps) {
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
