import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import type { Employee } from '../../mock/schemas/employee-schema';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DatatablesAdvanceRoute } from './datatables-advance';
import { DatatablesBasicRoute } from './datatables-basic';

serveDemoMock();
beforeAll(() => loadNamespace('demo-forms'));

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('/datatables/basic', () => {
  test('ten employees a page; the pager walks the hundred', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/datatables/basic', element: <DatatablesBasicRoute /> }],
      '/datatables/basic',
    );
    const card = (await screen.findByRole('heading', { name: 'Zero configuration' })).closest(
      'section',
    )!;
    const table = within(card).getByRole('table');
    expect(bodyRows(table)).toHaveLength(10);
    expect(within(card).getByText('1–10 of 100')).toBeInTheDocument();
    const first = demoStore().employees[0] as Employee;
    expect(within(table).getByText(first.full_name)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Page 10' }));
    const last = demoStore().employees[99] as Employee;
    expect(within(table).getByText(last.full_name)).toBeInTheDocument();
    expect(within(table).queryByText(first.full_name)).toBeNull();
    expect(within(card).getByText('91–100 of 100')).toBeInTheDocument();
  });

  test('the search finds an employee by name and starts again at page one', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/datatables/basic', element: <DatatablesBasicRoute /> }],
      '/datatables/basic',
    );
    const card = (await screen.findByRole('heading', { name: 'Zero configuration' })).closest(
      'section',
    )!;
    await user.click(within(card).getByRole('button', { name: 'Page 2' }));
    const target = demoStore().employees[57] as Employee;
    await user.type(
      within(card).getByRole('searchbox', { name: 'Search Zero configuration' }),
      target.full_name,
    );
    const rows = bodyRows(within(card).getByRole('table'));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]).toHaveTextContent(target.full_name);
    expect(within(card).getByText(/^1–/)).toBeInTheDocument();

    await user.clear(within(card).getByRole('searchbox'));
    await user.type(within(card).getByRole('searchbox'), 'zzzz-nobody');
    expect(within(card).getByText('No employee matches “zzzz-nobody”.')).toBeInTheDocument();
  });

  test('a header sorts its column, then reverses it; a row opens to show more', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/datatables/basic', element: <DatatablesBasicRoute /> }],
      '/datatables/basic',
    );
    const card = (await screen.findByRole('heading', { name: 'Expandable rows' })).closest(
      'section',
    )!;
    const salary = within(card).getByRole('button', { name: 'Salary' });
    await user.click(salary);
    expect(salary.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    const lowest = [...demoStore().employees].sort((a, b) => a.salary - b.salary)[0] as Employee;
    expect(bodyRows(within(card).getByRole('table'))[0]).toHaveTextContent(lowest.full_name);
    await user.click(salary);
    expect(salary.closest('th')).toHaveAttribute('aria-sort', 'descending');

    const open = within(card).getAllByRole('button', { name: /^Details of / })[0]!;
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('Experience')).toBeInTheDocument();
  });
});

describe('/datatables/advance', () => {
  test('the server-side table searches and pages through requests', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/datatables/advance', element: <DatatablesAdvanceRoute /> }],
      '/datatables/advance',
    );
    const card = (await screen.findByRole('heading', { name: 'Server side' })).closest('section')!;
    await waitFor(() => expect(within(card).getByText('1–10 of 100')).toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: 'Page 2' }));
    const third = demoStore().employees[10] as Employee;
    await waitFor(() => expect(within(card).getByText(third.full_name)).toBeInTheDocument());

    const target = demoStore().employees[73] as Employee;
    await user.type(within(card).getByRole('searchbox'), target.email);
    await waitFor(() => expect(within(card).getByText('1–1 of 1')).toBeInTheDocument());
    expect(within(card).getByText(target.full_name)).toBeInTheDocument();
  });

  test('the advance search narrows by every filled field', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [{ path: '/datatables/advance', element: <DatatablesAdvanceRoute /> }],
      '/datatables/advance',
    );
    const card = (await screen.findByRole('heading', { name: 'Advance search' })).closest(
      'section',
    )!;
    const target = demoStore().employees[12] as Employee;
    await user.type(await within(card).findByLabelText('City'), target.city);
    await user.type(within(card).getByLabelText('Name'), target.full_name.slice(0, 4));
    const rows = bodyRows(within(card).getByRole('table'));
    expect(rows.some((row) => row.textContent?.includes(target.full_name))).toBe(true);
    for (const row of rows) expect(row).toHaveTextContent(target.city);
  });
});
