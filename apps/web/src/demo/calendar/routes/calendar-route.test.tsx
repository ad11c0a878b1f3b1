import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import type { CalendarEvent } from '../../mock/schemas/calendar-event-schema';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { fakeBoard } from '../testing/fake-calendar-board';
import { CalendarRoute } from './calendar-route';

vi.mock('../components/calendar-board', () => import('../testing/fake-calendar-board'));

serveDemoMock();
// The panel is a lazy chunk: transformed here, not inside the first test's waiting time.
beforeAll(() => import('../components/event-panel'));

function renderCalendar() {
  fakeBoard.reverts = 0;
  const user = userEvent.setup();
  const requests: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(new URL(request.url));
  });
  renderRoutes([{ path: '/apps/calendar', element: <CalendarRoute /> }], '/apps/calendar');
  return { user, requests };
}

const storedEvents = () => demoStore().events;
const boardTitles = async () =>
  within(await screen.findByRole('list', { name: 'Board events' }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('button')?.textContent ?? '');
const titlesOf = (events: CalendarEvent[]) => events.map((event) => event.title);

describe('/apps/calendar', () => {
  test('the five calendars are filters, all ticked: every event is on the board', async () => {
    renderCalendar();
    const filters = await screen.findByRole('group', { name: 'Calendars' });
    const boxes = within(filters).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('.form-check')?.textContent)).toEqual([
      'View all',
      'Personal',
      'Business',
      'Family',
      'Holiday',
      'ETC',
    ]);
    for (const box of boxes) expect(box).toBeChecked();
    await waitFor(async () => expect(await boardTitles()).toEqual(titlesOf(storedEvents())));
  });

  test('unticking Family asks without it and hides its events; "View all" turns them all off and on', async () => {
    const { user, requests } = renderCalendar();
    await waitFor(async () => expect(await boardTitles()).toHaveLength(storedEvents().length));
    const viewAll = screen.getByRole('checkbox', { name: 'View all' });

    await user.click(screen.getByRole('checkbox', { name: 'Family' }));
    const notFamily = storedEvents().filter((event) => event.extendedProps.calendar !== 'Family');
    await waitFor(async () => expect(await boardTitles()).toEqual(titlesOf(notFamily)));
    expect(requests.at(-1)?.searchParams.get('calendars')).toBe('Personal,Business,Holiday,ETC');
    expect(viewAll).not.toBeChecked();
    expect(viewAll).toHaveProperty('indeterminate', true);

    await user.click(viewAll);
    await waitFor(async () => expect(await boardTitles()).toHaveLength(storedEvents().length));
    expect(screen.getByRole('checkbox', { name: 'Family' })).toBeChecked();

    const asked = requests.length;
    await user.click(viewAll);
    await waitFor(async () => expect(await boardTitles()).toEqual([]));
    for (const name of ['Personal', 'Business', 'Family', 'Holiday', 'ETC']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    // None ticked: nothing to ask the mock for.
    expect(requests.length).toBe(asked);
  });

  test('adds an event from the panel: validated, then the mock answers 201 with its id', async () => {
    const { user } = renderCalendar();
    await boardTitles();
    const before = storedEvents().length;
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    const panel = await screen.findByRole('dialog', { name: 'Add event' });
    const start = within(panel).getByLabelText('Start');
    const end = within(panel).getByLabelText('End');
    await user.clear(start);
    await user.type(start, '2030-01-15T10:00');
    await user.clear(end);
    await user.type(end, '2030-01-15T09:00');
    await user.type(within(panel).getByLabelText('Event URL'), 'not a link');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(await within(panel).findByText('Enter a title.')).toBeVisible();
    expect(within(panel).getByText('The end cannot come before the start.')).toBeVisible();
    expect(
      within(panel).getByText('Enter a web address starting with http:// or https://.'),
    ).toBeVisible();
    expect(storedEvents()).toHaveLength(before);

    await user.type(within(panel).getByLabelText('Title'), 'Family picnic');
    await user.selectOptions(within(panel).getByLabelText('Label'), 'Family');
    await user.clear(end);
    await user.type(end, '2030-01-15T12:30');
    const url = within(panel).getByLabelText('Event URL');
    await user.clear(url);
    await user.type(url, 'https://example.com/picnic');
    await user.click(within(panel).getByLabelText('Jane Foster'));
    await user.type(within(panel).getByLabelText('Location'), 'Karura Forest');
    await user.type(within(panel).getByLabelText('Description'), 'Bring a blanket.');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(storedEvents()).toHaveLength(before + 1));
    const added = storedEvents().at(-1) as CalendarEvent;
    expect(added).toMatchObject({
      id: before + 1,
      title: 'Family picnic',
      url: 'https://example.com/picnic',
      allDay: false,
      start: new Date(2030, 0, 15, 10).toISOString(),
      end: new Date(2030, 0, 15, 12, 30).toISOString(),
      extendedProps: {
        calendar: 'Family',
        guests: ['Jane Foster'],
        location: 'Karura Forest',
        description: 'Bring a blanket.',
      },
    });
    await waitFor(async () => expect(await boardTitles()).toContain('Family picnic'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a day clicked on the board opens the panel on that day; all day keeps days, end exclusive', async () => {
    const { user } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: 'Pick 15 January 2030' }));
    const panel = await screen.findByRole('dialog', { name: 'Add event' });
    expect(within(panel).getByLabelText('Start')).toHaveValue('2030-01-15T09:00');
    await user.click(within(panel).getByRole('switch', { name: 'All day' }));
    expect(within(panel).getByLabelText('Start')).toHaveValue('2030-01-15');
    expect(within(panel).getByLabelText('End')).toHaveValue('2030-01-15');
    await user.type(within(panel).getByLabelText('Title'), 'Holiday');
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(storedEvents().at(-1)).toMatchObject({
        title: 'Holiday',
        allDay: true,
        start: '2030-01-15',
        end: '2030-01-16',
      }),
    );
  });

  test('an event clicked opens it for update; saving sends the whole event back', async () => {
    const { user } = renderCalendar();
    const event = storedEvents()[2] as CalendarEvent;
    await user.click(await screen.findByRole('button', { name: event.title }));
    const panel = await screen.findByRole('dialog', { name: 'Update event' });
    const title = within(panel).getByLabelText('Title');
    expect(title).toHaveValue(event.title);
    expect(within(panel).getByLabelText('Label')).toHaveValue(event.extendedProps.calendar);
    expect(within(panel).getByRole('switch', { name: 'All day' })).toHaveProperty(
      'checked',
      event.allDay,
    );
    await user.clear(title);
    await user.type(title, 'Renamed event');
    await user.click(within(panel).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(storedEvents().find((item) => item.id === event.id)).toMatchObject({
        id: event.id,
        title: 'Renamed event',
        extendedProps: { calendar: event.extendedProps.calendar },
      }),
    );
  });

  test('deleting from the panel asks first, then removes the event', async () => {
    const { user } = renderCalendar();
    const event = storedEvents()[0] as CalendarEvent;
    await user.click(await screen.findByRole('button', { name: event.title }));
    const panel = await screen.findByRole('dialog', { name: 'Update event' });
    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(storedEvents().some((item) => item.id === event.id)).toBe(false));
    await waitFor(async () => expect(await boardTitles()).not.toContain(event.title));
  });

  test('a drag or resize is kept through update-event; refused, the event goes back', async () => {
    const { user } = renderCalendar();
    const event = storedEvents().find((item) => !item.allDay) as CalendarEvent;
    await user.click(await screen.findByRole('button', { name: `Drag ${event.title} a day on` }));
    const later = (iso: string) => new Date(new Date(iso).getTime() + 86_400_000).toISOString();
    await waitFor(() =>
      expect(storedEvents().find((item) => item.id === event.id)).toMatchObject({
        start: later(event.start),
        end: later(event.end),
        allDay: false,
      }),
    );
    expect(fakeBoard.reverts).toBe(0);

    server.use(
      http.post('/apps/calendar/update-event', () =>
        HttpResponse.json({ message: 'Nope' }, { status: 500 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: `Drag ${event.title} a day on` }));
    await waitFor(() => expect(fakeBoard.reverts).toBe(1));
    expect(await screen.findByText('Nope')).toBeVisible();
  });
});
