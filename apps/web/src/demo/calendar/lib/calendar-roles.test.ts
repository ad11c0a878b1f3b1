import { expect, test } from 'vitest';
import { keepCalendarRolesRepaired, repairCalendarRoles } from './calendar-roles';

/** EventCalendar's DOM in miniature: its root's role, the toolbar, then the view. */
const calendar = (rootRole: string, view: string, main: string) => {
  const host = document.createElement('div');
  host.innerHTML = `<div class="ec ${view}" role="${rootRole}"><nav class="ec-toolbar"><button>Next</button></nav><section class="ec-main">${main}</section></div>`;
  return host;
};
const roles = (host: Element) =>
  [...host.querySelectorAll('[role]')].map(
    (element) => `${element.className}:${element.getAttribute('role')}`,
  );

test('a grid keeps its event buttons and loses the table its cells never formed', () => {
  const host = calendar(
    'table',
    'ec-day-grid',
    `<header><div class="ec-grid" role="row"><div class="ec-col-head" role="columnheader" aria-colindex="1">Sun</div></div></header>
     <div class="ec-body"><div class="ec-day" role="cell"><time datetime="2030-01-01">1</time></div>
     <article class="ec-event" role="button" tabindex="0">Dinner</article></div>`,
  );
  repairCalendarRoles(host);
  expect(roles(host)).toEqual(['ec-event:button']);
  expect(host.querySelector('[aria-colindex]')).toBeNull();
});

test('the list view reads as a list of days, the toolbar outside it', () => {
  const host = calendar(
    'list',
    'ec-list',
    `<div class="ec-day" role="listitem">Tuesday</div><div class="ec-day" role="listitem">Friday</div>`,
  );
  repairCalendarRoles(host);
  expect(roles(host)).toEqual(['ec-main:list', 'ec-day:listitem', 'ec-day:listitem']);
});

test('a list view with no events is no list', () => {
  const host = calendar('list', 'ec-list', `<div class="ec-no-events">No events to show</div>`);
  repairCalendarRoles(host);
  expect(roles(host)).toEqual([]);
});

test('roles set again by a redraw are repaired again, until stopped', async () => {
  const host = calendar('table', 'ec-day-grid', '<div class="ec-day" role="cell"></div>');
  const stop = keepCalendarRolesRepaired(host);
  expect(roles(host)).toEqual([]);
  const root = host.querySelector('.ec')!;
  root.setAttribute('role', 'table');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(roles(host)).toEqual([]);
  stop();
  root.setAttribute('role', 'table');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(roles(host)).toEqual(['ec ec-day-grid:table']);
});
