/**
 * What the date pickers' fields share (react-aria date fields and calendars, wrapped once): the
 * label, the group of typed segments with the button that opens the calendar, the field error,
 * and the popover holding the calendar with its month heading and grid of days. Used inside a
 * <DatePicker> or a <DateRangePicker>, which give these parts their state through context.
 */
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';

/** The typed day, month and year of a date field; `slot` names the end of a range. */
export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className="date-range__input">
      {(segment) => <DateSegment segment={segment} className="date-range__segment" />}
    </DateInput>
  );
}

export interface CalendarFieldPartsProps {
  label: string;
  /** The typed segments: one <DateSegments>, or a range's start and end. */
  children: ReactNode;
  /** A <Calendar> or <RangeCalendar> holding a <CalendarMonth>. */
  calendar: ReactNode;
}

/** The inside of a date picker: label, segments and calendar button, error, calendar popover. */
export function CalendarFieldParts({ label, children, calendar }: CalendarFieldPartsProps) {
  return (
    <>
      <Label className="field__label">{label}</Label>
      <Group className="field__input date-range__group">
        {children}
        <AriaButton className="date-range__button" aria-label="Open calendar">
          ▾
        </AriaButton>
      </Group>
      <FieldError className="field__error" />
      <Popover className="popover">
        <Dialog className="date-range__dialog" aria-label={label}>
          {calendar}
        </Dialog>
      </Popover>
    </>
  );
}

/** The month heading between its previous/next buttons, then the grid of days. */
export function CalendarMonth() {
  return (
    <>
      <header className="calendar__header">
        <AriaButton slot="previous" className="calendar__nav" aria-label="Previous month">
          ‹
        </AriaButton>
        <Heading className="calendar__heading" />
        <AriaButton slot="next" className="calendar__nav" aria-label="Next month">
          ›
        </AriaButton>
      </header>
      <CalendarGrid className="calendar__grid">
        {(date) => <CalendarCell date={date} className="calendar__cell" />}
      </CalendarGrid>
    </>
  );
}
