import { http, HttpResponse } from 'msw';
import { nextId } from '../lib/paginate';
import { queryOf } from '../lib/query';
import { idOf, notFound, readBody } from '../lib/respond';
import { addEventBodySchema, updateEventBodySchema } from '../schemas/calendar-event-schema';
import type { CalendarEvent } from '../schemas/calendar-event-schema';
import { demoStore } from '../store/demo-store';

/**
 * The calendars asked for: `calendars=Business,Personal`, repeated keys or `calendars[]=…`.
 * No key at all means every calendar; a key with nothing in it means none (every filter off).
 */
function calendarsOf(params: URLSearchParams): Set<string> | undefined {
  const values = [...params.getAll('calendars'), ...params.getAll('calendars[]')];
  if (values.length === 0) return undefined;
  return new Set(values.flatMap((value) => value.split(',')).filter(Boolean));
}

export const calendarHandlers = [
  http.get('/apps/calendar/events', ({ request }) => {
    const calendars = calendarsOf(queryOf(request));
    const events = demoStore().events.filter(
      (event) => calendars === undefined || calendars.has(event.extendedProps.calendar),
    );
    return HttpResponse.json<CalendarEvent[]>(events);
  }),

  http.post('/apps/calendar/add-event', async ({ request }) => {
    const body = await readBody(request, addEventBodySchema);
    if (!body.ok) return body.response;
    const store = demoStore();
    const event: CalendarEvent = { ...body.data.event, id: nextId(store.events) };
    store.events.push(event);
    return HttpResponse.json({ event }, { status: 201 });
  }),

  http.post('/apps/calendar/update-event', async ({ request }) => {
    const body = await readBody(request, updateEventBodySchema);
    if (!body.ok) return body.response;
    const store = demoStore();
    const index = store.events.findIndex((event) => event.id === body.data.event.id);
    if (index < 0) return notFound(`Event ${body.data.event.id} does not exist.`);
    store.events[index] = body.data.event;
    return HttpResponse.json({ event: body.data.event });
  }),

  http.delete('/apps/calendar/remove-event', async ({ request }) => {
    const id = await idOf(request);
    const store = demoStore();
    const index = store.events.findIndex((event) => event.id === id);
    if (index < 0) return notFound(`Event ${String(id)} does not exist.`);
    store.events.splice(index, 1);
    return HttpResponse.json({ id });
  }),
];
