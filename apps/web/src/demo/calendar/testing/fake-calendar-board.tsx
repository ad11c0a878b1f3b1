import type { ComponentProps } from 'react';
import type { CalendarBoard as RealBoard } from '../components/calendar-board';

const DAY_MS = 86_400_000;

/** What the fake board saw; FullCalendar's drawing is left to the browser journeys. */
export const fakeBoard = { reverts: 0 };

/** The calendar's props as plain controls: each event, a drag of it a day on, a day's click. */
export function CalendarBoard({
  events,
  onDateClick,
  onEventClick,
  onEventMove,
}: ComponentProps<typeof RealBoard>) {
  return (
    <div>
      <button type="button" onClick={() => onDateClick(new Date(2030, 0, 15), true)}>
        Pick 15 January 2030
      </button>
      <ul aria-label="Board events">
        {events.map((event) => (
          <li key={event.id}>
            <button type="button" onClick={() => onEventClick(event.id)}>
              {event.title}
            </button>
            <button
              type="button"
              onClick={() =>
                onEventMove(
                  event.id,
                  {
                    start: new Date(new Date(event.start).getTime() + DAY_MS),
                    end: new Date(new Date(event.end).getTime() + DAY_MS),
                    allDay: false,
                  },
                  () => (fakeBoard.reverts += 1),
                )
              }
            >
              Drag {event.title} a day on
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
