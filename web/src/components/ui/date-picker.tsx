/**
 * A date picker (react-aria DatePicker, wrapped once like date-range-picker.tsx): typed segments
 * plus a calendar popover. Values are calendar days as 'YYYY-MM-DD': callers place the day in
 * their time zone.
 *
 * The picker itself (date-calendar.tsx) is fetched when it is first shown, not with the screen
 * (issue 17, decision record 013): a LazyField.
 */
import { lazy } from 'react';
import { LazyField } from './lazy-field.tsx';

export interface DatePickerProps {
  label: string;
  value: string | null;
  onChange: (day: string) => void;
  minDay?: string;
  maxDay?: string;
  isRequired?: boolean;
}

const DateCalendar = lazy(() => import('./date-calendar.tsx'));

export function DatePicker(props: DatePickerProps) {
  return (
    <LazyField label={props.label} className="field date-range">
      <DateCalendar {...props} />
    </LazyField>
  );
}
