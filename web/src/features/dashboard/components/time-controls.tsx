/** spec 01 §9 time: a preset or a custom range, and the granularities the range allows. */
import {
  GRANULARITIES,
  type Granularity,
  TIME_RANGES,
  type TimeRangeValue,
} from '@sl/api-contract/schemas/common-values';
import { addDays, toIsoDay, zonedParts } from '@sl/api-contract/time/zoned-time';
import { DateRangePicker } from '#/components/ui/date-range-picker.tsx';
import { SegmentedControl } from '#/components/ui/segmented-control.tsx';
import { Select } from '#/components/ui/select.tsx';
import type { DashboardView } from '../utils/dashboard-view.ts';
import { allowedGranularities, fitGranularity } from '../utils/granularity.ts';

const TIME_OPTIONS = TIME_RANGES.map((r) => ({ value: r.value, label: r.label }));
const UNIT_LABELS: Record<Granularity, string> = {
  hours: 'Hours',
  days: 'Days',
  weeks: 'Weeks',
  months: 'Months',
};

export interface TimeControlsProps {
  view: DashboardView;
  timeZone: string;
  onChange: (patch: Partial<DashboardView>) => void;
}

export function TimeControls({ view, timeZone, onChange }: TimeControlsProps) {
  const now = zonedParts(new Date(), timeZone);
  const today = toIsoDay(now.year, now.month, now.day);
  const allowed = allowedGranularities(view.time, view.custom);
  const chooseTime = (time: TimeRangeValue) => {
    // A custom range starts as the last 30 calendar days, ready to be changed.
    const custom = time === 'CUSTOM' ? (view.custom ?? { start: addDays(today, -29), end: today }) : null;
    onChange({ time, custom, timeUnit: fitGranularity(view.timeUnit, allowedGranularities(time, custom)) });
  };
  return (
    <div className="time-controls">
      <Select
        label="Time range"
        options={TIME_OPTIONS}
        value={view.time}
        onChange={chooseTime}
        className="time-controls__range"
      />
      {view.time === 'CUSTOM' ? (
        <DateRangePicker
          label="Custom time range"
          value={view.custom}
          maxDay={today}
          onChange={(custom) =>
            onChange({
              custom,
              timeUnit: fitGranularity(view.timeUnit, allowedGranularities('CUSTOM', custom)),
            })
          }
        />
      ) : null}
      <div className="field">
        <span className="field__label" id="granularity-label">
          Granularity
        </span>
        <SegmentedControl
          label="Granularity"
          options={GRANULARITIES.map((g) => ({
            value: g,
            label: UNIT_LABELS[g],
            isDisabled: !allowed.includes(g),
          }))}
          value={view.timeUnit}
          onChange={(timeUnit) => onChange({ timeUnit })}
        />
      </div>
    </div>
  );
}
