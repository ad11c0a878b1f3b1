import { Calendar } from '@fullcalendar/core';
import type { EventClickArg, EventDropArg, EventInput, PluginDef } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import type { DateClickArg, EventResizeDoneArg } from '@fullcalendar/interaction';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import type { MovedTimes } from '../lib/moved-event';

interface CalendarBoardProps {
  events: readonly CalendarEvent[];
  onDateClick: (date: Date, allDay: boolean) => void;
  onEventClick: (id: number) => void;
  /** A drag or a resize; `revert` puts the event back when the mock refuses it. */
  onEventMove: (id: number, times: MovedTimes, revert: () => void) => void;
}

/**
 * FullCalendar draws prev/next as font glyphs with role="img" and no name; the buttons are named
 * by their hints, so the glyphs are hidden from screen readers.
 */
function hideIcons(root: HTMLElement | null) {
  for (const icon of root?.querySelectorAll('.fc-icon') ?? []) {
    icon.removeAttribute('role');
    icon.setAttribute('aria-hidden', 'true');
  }
}

const toInput = (event: CalendarEvent): EventInput => ({
  id: String(event.id),
  title: event.title,
  start: event.start,
  end: event.end,
  allDay: event.allDay,
  url: event.url || undefined,
  classNames: [`calendar-event-${event.extendedProps.calendar.toLowerCase()}`],
});

type ViewName = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay' | 'listMonth';

// The week, day and list views load on their first use: FullCalendar's core and month view
// alone are most of the page's budget.
const loadOtherViews = async (): Promise<PluginDef[]> => {
  const [timeGrid, list] = await Promise.all([
    import('@fullcalendar/timegrid'),
    import('@fullcalendar/list'),
  ]);
  return [timeGrid.default, list.default];
};

// Dragging, resizing and a day's click (the interaction plugin, 9 kB gzipped) load when the
// person first points at or focuses the board: the month on screen needs none of it, and the
// page stays within its budget with FullCalendar's 54 kB core.
const loadInteraction = async (): Promise<PluginDef> =>
  (await import('@fullcalendar/interaction')).default;

/**
 * FullCalendar (its own DOM, not React's) in month, week, day and list views; events can be
 * dragged and resized. Made again when the language changes or the other views or the
 * interaction plugin arrive, on the same view and date; its events are swapped when the list
 * changes.
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
  const [otherViews, setOtherViews] = useState<PluginDef[] | null>(null);
  const [interaction, setInteraction] = useState<PluginDef | null>(null);
  const interactionAsked = useRef(false);
  const shown = useRef<{ view: ViewName; date?: Date }>({ view: 'dayGridMonth' });
  // A view asked for before its plugin is here: the board is made again on it once it is.
  const asked = useRef<ViewName | null>(null);
  const dateClicked = useEffectEvent((info: DateClickArg) => onDateClick(info.date, info.allDay));
  const eventClicked = useEffectEvent((info: EventClickArg) => {
    // An event with a URL would leave the page: the panel shows the URL instead.
    info.jsEvent.preventDefault();
    onEventClick(Number(info.event.id));
  });
  const eventMoved = useEffectEvent((info: EventDropArg | EventResizeDoneArg) => {
    const { start, end, allDay } = info.event;
    onEventMove(Number(info.event.id), { start, end, allDay }, info.revert);
  });
  const translate = useEffectEvent((key: string) => t(key));
  const openView = useEffectEvent((view: ViewName) => {
    asked.current = view;
    void loadOtherViews().then(setOtherViews);
  });
  const askInteraction = () => {
    if (interactionAsked.current) return;
    interactionAsked.current = true;
    void loadInteraction().then(setInteraction);
  };

  useEffect(() => {
    if (!host.current) return;
    const narrow = window.matchMedia('(max-width: 767.98px)').matches;
    const viewButtons = otherViews
      ? 'dayGridMonth,timeGridWeek,timeGridDay,listMonth'
      : 'dayGridMonth,week,day,list';
    // Until the other views are here, their buttons are stand-ins that fetch them.
    const later = (view: ViewName, key: string) => ({
      text: translate(key),
      click: () => openView(view),
    });
    const board = new Calendar(host.current, {
      plugins: [dayGridPlugin, ...(interaction ? [interaction] : []), ...(otherViews ?? [])],
      initialView: (otherViews && asked.current) || shown.current.view,
      initialDate: shown.current.date,
      customButtons: otherViews
        ? {}
        : {
            week: later('timeGridWeek', 'board.week'),
            day: later('timeGridDay', 'board.day'),
            list: later('listMonth', 'board.list'),
          },
      // On a phone the title and arrows fill the top bar, and the views go below the grid.
      headerToolbar: narrow
        ? { start: 'title', end: 'prev,next' }
        : { start: 'prev,next title', end: viewButtons },
      footerToolbar: narrow ? { center: viewButtons } : false,
      datesSet: (info) => {
        shown.current = { view: info.view.type as ViewName, date: info.view.calendar.getDate() };
        hideIcons(host.current);
      },
      locale: i18n.language,
      firstDay: i18n.language === 'en' ? 0 : 1,
      direction: document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
      buttonText: {
        today: translate('board.today'),
        month: translate('board.month'),
        week: translate('board.week'),
        day: translate('board.day'),
        list: translate('board.list'),
      },
      buttonHints: {
        prev: translate('board.prev'),
        next: translate('board.next'),
      },
      allDayText: translate('board.allDay'),
      noEventsText: translate('board.noEvents'),
      moreLinkText: translate('board.more'),
      height: 'auto',
      editable: true,
      eventResizableFromStart: true,
      dayMaxEvents: 2,
      navLinks: true,
      dateClick: dateClicked,
      eventClick: eventClicked,
      eventDrop: eventMoved,
      eventResize: eventMoved,
    });
    if (otherViews) asked.current = null;
    board.render();
    hideIcons(host.current);
    calendar.current = board;
    return () => {
      board.destroy();
      calendar.current = null;
    };
  }, [i18n.language, otherViews, interaction]);

  useEffect(() => {
    const board = calendar.current;
    if (!board) return;
    board.batchRendering(() => {
      board.removeAllEvents();
      for (const event of events) board.addEvent(toInput(event));
    });
  }, [events, i18n.language, otherViews, interaction]);

  return (
    <div
      ref={host}
      className="calendar-board"
      data-interactive={interaction ? 'true' : undefined}
      onPointerEnter={askInteraction}
      onFocus={askInteraction}
    />
  );
}
