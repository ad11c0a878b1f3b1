import {
  createCalendar,
  DayGrid,
  destroyCalendar,
  Interaction,
  List,
  TimeGrid,
} from '@event-calendar/core';
import type { Calendar } from '@event-calendar/core';
import '@event-calendar/core/index.css';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { keepCalendarRolesRepaired } from '../lib/calendar-roles';
import type { MovedTimes } from '../lib/moved-event';

interface CalendarBoardProps {
  events: readonly CalendarEvent[];
  onDateClick: (date: Date, allDay: boolean) => void;
  onEventClick: (id: number) => void;
  /** A drag or a resize; `revert` puts the event back when the mock refuses it. */
  onEventMove: (id: number, times: MovedTimes, revert: () => void) => void;
}

const toInput = (event: CalendarEvent): Calendar.EventInput => ({
  id: String(event.id),
  title: event.title,
  start: event.start,
  end: event.end,
  allDay: event.allDay,
  classNames: [`calendar-event-${event.extendedProps.calendar.toLowerCase()}`],
});

const VIEWS = 'dayGridMonth,timeGridWeek,timeGridDay,listMonth';

/**
 * EventCalendar (its own DOM, not React's) in month, week, day and list views; events can be
 * dragged and resized. Made once; the language and the events are options set on it after.
 */
export function CalendarBoard({
  events,
  onDateClick,
  onEventClick,
  onEventMove,
}: CalendarBoardProps) {
  const { t, i18n } = useTranslation('demo-calendar');
  const host = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const dateClicked = useEffectEvent((info: Calendar.DateClickInfo) =>
    onDateClick(info.date, info.allDay),
  );
  const eventClicked = useEffectEvent((info: Calendar.EventClickInfo) =>
    onEventClick(Number(info.event.id)),
  );
  const eventMoved = useEffectEvent((info: Calendar.EventDropInfo | Calendar.EventResizeInfo) => {
    const { start, end, allDay } = info.event;
    onEventMove(Number(info.event.id), { start, end, allDay }, info.revert);
  });

  useEffect(() => {
    if (!host.current) return;
    const board = createCalendar(host.current, [DayGrid, TimeGrid, List, Interaction], {
      view: 'dayGridMonth',
      headerToolbar: { start: 'prev,next title', center: '', end: VIEWS },
      height: 'auto',
      editable: true,
      eventResizableFromStart: true,
      dayMaxEvents: false,
      dateClick: dateClicked,
      eventClick: eventClicked,
      eventDrop: eventMoved,
      eventResize: eventMoved,
    });
    calendar.current = board;
    const stopRepairs = keepCalendarRolesRepaired(host.current);
    return () => {
      stopRepairs();
      calendar.current = null;
      void destroyCalendar(board);
    };
  }, []);

  useEffect(() => {
    const board = calendar.current;
    if (!board) return;
    board.setOption('locale', i18n.language);
    board.setOption('firstDay', i18n.language === 'en' ? 0 : 1);
    board.setOption('buttonText', (text) => ({
      ...text,
      today: t('board.today'),
      dayGridMonth: t('board.month'),
      timeGridWeek: t('board.week'),
      timeGridDay: t('board.day'),
      listMonth: t('board.list'),
      prev: t('board.prev'),
      next: t('board.next'),
    }));
    board.setOption('allDayContent', t('board.allDay'));
    board.setOption('noEventsContent', t('board.noEvents'));
    board.setOption('moreLinkContent', ({ num }) => `+${num} ${t('board.more')}`);
  }, [i18n.language, t]);

  useEffect(() => {
    calendar.current?.setOption('events', events.map(toInput));
  }, [events]);

  return <div ref={host} className="calendar-board" />;
}
