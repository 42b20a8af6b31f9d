/**
 * A date-range picker (react-aria DateRangePicker, wrapped once): typed segments plus a calendar
 * popover. Values are calendar days as 'YYYY-MM-DD', so callers never handle time zones here.
 *
 * The picker itself (date-range-calendar.tsx) is fetched when it is first shown, not with the
 * screen (issue 17: the dashboard's first screen, decision record 013): a LazyField.
 */
import { lazy } from 'react';
import { LazyField } from './lazy-field.tsx';

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

const DateRangeCalendar = lazy(() => import('./date-range-calendar.tsx'));

export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <LazyField label={props.label} className="field date-range">
      <DateRangeCalendar {...props} />
    </LazyField>
  );
}
