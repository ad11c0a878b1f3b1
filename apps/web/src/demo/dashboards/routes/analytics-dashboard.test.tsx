import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { Chart } from '../../../shared/testing/fake-chart';
import { analyticsCardData } from '../../mock/data/card-analytics-data';
import { statisticsCardData } from '../../mock/data/card-statistics-data';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { AnalyticsDashboardRoute } from './analytics-dashboard';

vi.mock('chart.js', () => import('../../../shared/testing/fake-chart'));

serveDemoMock();

const number = (value: number | undefined) => new Intl.NumberFormat('en').format(value ?? 0);

function renderDashboard() {
  Chart.instances = [];
  const user = userEvent.setup();
  renderRoutes(
    [{ path: '/dashboard/analytics', element: <AnalyticsDashboardRoute /> }],
    '/dashboard/analytics',
  );
  return user;
}

/** The card (section) a heading names. */
const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('/dashboard/analytics', () => {
  test('has every card of the template, the mock’s figures in those that have a call', async () => {
    renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Analytics dashboard' });
    for (const title of [
      'Congratulations John,',
      'Subscribers Gained',
      'Orders Received',
      'Avg Sessions',
      'Support Tracker',
      'User Timeline',
      'Sales',
      'App design',
      'Invoices',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const subscribers = statisticsCardData('subscribers', 'last-28-days').statistics;
    expect(await within(card('Subscribers Gained')).findByText(number(subscribers))).toBeVisible();
    const orders = statisticsCardData('orders', 'last-28-days').statistics;
    expect(await within(card('Orders Received')).findByText(number(orders))).toBeVisible();
    const sessions = analyticsCardData('avg-sessions', 'last-28-days').figures.sessions;
    expect(await within(card('Avg Sessions')).findByText(number(sessions))).toBeVisible();
    const tickets = analyticsCardData('support-tracker', 'last-28-days').figures.totalTicket;
    expect(await within(card('Support Tracker')).findByText(number(tickets))).toBeVisible();

    // The invoice list's first page: ten rows, newest first (the mock's ids run 4987–5022).
    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(invoices).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(
      Array.from({ length: 10 }, (_, index) => `#${5022 - index}`),
    );
  });

  test('the period menus ask again with `period`, and each card’s figures change', async () => {
    const user = renderDashboard();
    const sessions = (period: 'last-28-days' | 'last-year') =>
      number(analyticsCardData('avg-sessions', period).figures.sessions);
    const avg = await waitFor(() => card('Avg Sessions'));
    await within(avg).findByText(sessions('last-28-days'));

    const menuButton = within(avg).getByRole('button', {
      name: 'Avg Sessions period: Last 28 Days',
    });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const menu = within(avg).getByRole('menu', { name: 'Avg Sessions period' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      'Last 28 Days',
      'Last Month',
      'Last Year',
    ]);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    expect(items[0]).toHaveFocus();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Last Year' }));

    expect(await within(avg).findByText(sessions('last-year'))).toBeVisible();
    expect(within(avg).queryByText(sessions('last-28-days'))).toBeNull();
    expect(menuButton).toHaveAccessibleName('Avg Sessions period: Last Year');
    expect(menuButton).toHaveFocus();

    // By keyboard, on the other card: the arrows move, Enter chooses. Its own figures change.
    const tracker = card('Support Tracker');
    const tickets = (period: 'last-28-days' | 'last-month') =>
      number(analyticsCardData('support-tracker', period).figures.totalTicket);
    await within(tracker).findByText(tickets('last-28-days'));
    within(tracker)
      .getByRole('button', { name: /Support Tracker period/ })
      .focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(within(tracker).getByRole('menuitemradio', { name: 'Last Month' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(tracker).findByText(tickets('last-month'))).toBeVisible();
    expect(within(tracker).queryByRole('menu')).toBeNull();
    // Avg Sessions kept its own period.
    expect(within(avg).getByText(sessions('last-year'))).toBeVisible();
  });

  test('the sales radar is an image named by its figures, with those figures as a table', async () => {
    const user = renderDashboard();
    const sales = statisticsCardData('sales', 'last-28-days');
    const radar = await waitFor(() => within(card('Sales')).getByRole('img'));
    const first = `${sales.categories[0]}: ${number(sales.series[0]?.data[0])}`;
    expect(radar).toHaveAccessibleName(expect.stringContaining(`Sales. ${first},`));
    const drawn = Chart.instances.find((chart) => chart.canvas === radar);
    expect(drawn?.config.type).toBe('radar');
    expect(drawn?.data.datasets.map((one) => one.label)).toEqual(['Sales', 'Visits']);

    const toggle = within(card('Sales')).getByRole('button', { name: 'Show as table: Sales' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(card('Sales')).getByRole('table', { name: 'Sales' });
    const row = within(table).getByRole('rowheader', { name: sales.categories[0] }).closest('tr');
    expect(row).toHaveTextContent(number(sales.series[1]?.data[0]));
  });
});
