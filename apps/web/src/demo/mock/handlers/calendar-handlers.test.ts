import { describe, expect, test } from 'vitest';
import { calendarEventSchema } from '../schemas/calendar-event-schema';
import type { CalendarEvent } from '../schemas/calendar-event-schema';
import { resetDemoStore } from '../store/demo-store';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function events(query: Record<string, string | readonly string[]> = {}) {
  const answer = await demoGet<unknown[]>('/apps/calendar/events', query);
  expect(answer.status).toBe(200);
  return answer.body.map((event) => calendarEventSchema.parse(event));
}

const meeting = {
  url: '',
  title: 'Budget meeting',
  start: '2026-03-02T09:00:00.000Z',
  end: '2026-03-02T10:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'Business' },
};

describe('calendar', () => {
  test('events of this month, filtered by the calendars asked for', async () => {
    const all = await events();
    expect(all).toHaveLength(12);
    const month = new Date().toISOString().slice(0, 7);
    expect(all.every((event) => event.start.startsWith(month))).toBe(true);
    const business = await events({ calendars: 'Business' });
    expect(business.length).toBeGreaterThan(0);
    expect(business.every((event) => event.extendedProps.calendar === 'Business')).toBe(true);
    const two = await events({ calendars: ['Family', 'Holiday'] });
    expect(new Set(two.map((event) => event.extendedProps.calendar))).toEqual(
      new Set(['Family', 'Holiday']),
    );
    expect(await events({ calendars: 'Personal,ETC' })).toHaveLength(
      all.filter((event) => ['Personal', 'ETC'].includes(event.extendedProps.calendar)).length,
    );
    expect(await events({ calendars: '' })).toEqual([]);
  });

  test('add-event answers 201 with a new id; the event lasts until reset', async () => {
    const answer = await demoCall<{ event: CalendarEvent }>('POST', '/apps/calendar/add-event', {
      body: { event: meeting },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.event).toMatchObject({ ...meeting, id: 13 });
    expect((await events()).map((event) => event.title)).toContain('Budget meeting');
    resetDemoStore();
    expect((await events()).map((event) => event.title)).not.toContain('Budget meeting');
  });

  test('add-event refuses an unknown calendar', async () => {
    const answer = await demoCall('POST', '/apps/calendar/add-event', {
      body: { event: { ...meeting, extendedProps: { calendar: 'Work' } } },
    });
    expect(answer.status).toBe(400);
  });

  test('update-event changes an event; remove-event removes it; unknown ids are 404s', async () => {
    const [first] = await events();
    const changed = { ...(first as CalendarEvent), title: 'Moved meeting' };
    expect(
      (await demoCall('POST', '/apps/calendar/update-event', { body: { event: changed } })).status,
    ).toBe(200);
    expect((await events()).find((event) => event.id === changed.id)?.title).toBe('Moved meeting');
    expect(
      (await demoCall('DELETE', '/apps/calendar/remove-event', { query: { id: changed.id } }))
        .status,
    ).toBe(200);
    expect((await events()).map((event) => event.id)).not.toContain(changed.id);
    expect(
      (await demoCall('POST', '/apps/calendar/update-event', { body: { event: changed } })).status,
    ).toBe(404);
    expect(
      (await demoCall('DELETE', '/apps/calendar/remove-event', { query: { id: changed.id } }))
        .status,
    ).toBe(404);
  });
});
