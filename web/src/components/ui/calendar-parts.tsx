/**
 * What every calendar popover of the date pickers shows (react-aria calendars, wrapped once): the
 * month heading between its previous/next buttons, then the grid of days. Used inside a
 * <Calendar> or a <RangeCalendar>.
 */
import { Button as AriaButton, CalendarCell, CalendarGrid, Heading } from 'react-aria-components';

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
