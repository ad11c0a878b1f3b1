import { describe, expect, test } from 'vitest';
import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { toggled } from './calendars';
import { eventFormSchema, eventOf, formValuesOf, switchedValue } from './event-form';
import { movedEvent } from './moved-event';

const event = (fields: Partial<CalendarEvent>): CalendarEvent => ({
  id: 7,
  url: '',
  title: 'Dinner',
  start: new Date(2030, 0, 15, 18).toISOString(),
  end: new Date(2030, 0, 15, 20).toISOString(),
  allDay: false,
  extendedProps: { calendar: 'Family' },
  ...fields,
});

describe('the event form', () => {
  test('a timed event round-trips through the form unchanged', () => {
    const dinner = event({});
    const values = formValuesOf(dinner);
    expect(values).toMatchObject({ start: '2030-01-15T18:00', end: '2030-01-15T20:00' });
    expect({ ...eventOf(values), id: dinner.id }).toEqual({
      ...dinner,
      extendedProps: { calendar: 'Family', guests: [], location: '', description: '' },
    });
  });

  test('an all-day event shows its last day; it is stored with the next day as its end', () => {
    const trip = event({ allDay: true, start: '2030-01-15', end: '2030-01-18' });
    const values = formValuesOf(trip);
    expect(values).toMatchObject({ start: '2030-01-15', end: '2030-01-17' });
    expect(eventOf(values)).toMatchObject({ start: '2030-01-15', end: '2030-01-18', allDay: true });
  });

  test('switching all day converts the inputs’ values', () => {
    expect(switchedValue('2030-01-15T18:30', true)).toBe('2030-01-15');
    expect(switchedValue('2030-01-15', false)).toBe('2030-01-15T09:00');
  });

  test('rules: a title, an end not before the start, an http(s) address or none', () => {
    const valid = formValuesOf(undefined, new Date(2030, 0, 15));
    const issues = (values: object) =>
      eventFormSchema
        .safeParse({ ...valid, title: 'x', ...values })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues({})).toBeUndefined();
    expect(issues({ title: '  ' })).toEqual(['title: form.errors.titleRequired']);
    expect(issues({ end: '2030-01-15T08:00' })).toEqual(['end: form.errors.endBeforeStart']);
    expect(issues({ url: 'ftp://files.example.com' })).toEqual(['url: form.errors.urlInvalid']);
    expect(issues({ url: 'https://example.com/a?b=c' })).toBeUndefined();
  });
});

describe('a dragged or resized event', () => {
  test('keeps its fields with the new times; all-day ones as days', () => {
    const dinner = event({});
    const start = new Date(2030, 0, 16, 18);
    const end = new Date(2030, 0, 16, 21);
    expect(movedEvent(dinner, { start, end, allDay: false })).toEqual({
      ...dinner,
      start: start.toISOString(),
      end: end.toISOString(),
    });
    expect(movedEvent(dinner, { start: new Date(2030, 0, 20), end: null, allDay: true })).toEqual({
      ...dinner,
      allDay: true,
      start: '2030-01-20',
      end: '2030-01-21',
    });
  });
});

test('a filter box changes one calendar and keeps the filters’ order', () => {
  expect(toggled(['Family', 'Personal'], 'Business', true)).toEqual([
    'Personal',
    'Business',
    'Family',
  ]);
  expect(toggled(['Personal', 'Family'], 'Family', false)).toEqual(['Personal']);
});
