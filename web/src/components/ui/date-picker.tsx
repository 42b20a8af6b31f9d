/**
 * A date picker (react-aria DatePicker, wrapped once like date-range-picker.tsx): typed segments
 * plus a calendar popover. Values are calendar days as 'YYYY-MM-DD': callers place the day in
 * their time zone.
 *
 * The picker itself (date-calendar.tsx) is fetched when it is first shown, not with the screen
 * (issue 17, decision record 013); until it arrives its label holds the place.
 */
import { lazy, Suspense } from 'react';

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
    <Suspense
      fallback={
        <div className="field date-range" aria-busy="true">
          <span className="field__label">{props.label}</span>
        </div>
      }
    >
      <DateCalendar {...props} />
    </Suspense>
  );
}
