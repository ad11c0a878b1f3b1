import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { Chart } from '../../../shared/testing/fake-chart';
import { analyticsCardData } from '../../mock/data/card-analytics-data';
import { statisticsCardData } from '../../mock/data/card-statistics-data';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { EcommerceDashboardRoute } from './ecommerce-dashboard';

vi.mock('chart.js', () => import('../../../shared/testing/fake-chart'));

serveDemoMock();

const en = {
  number: (value: number | undefined) => new Intl.NumberFormat('en').format(value ?? 0),
  dollars: (value: number | undefined) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value ?? 0),
  percent: (value: number | undefined) =>
    new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
      (value ?? 0) / 100,
    ),
};

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('the e-commerce dashboard', () => {
  test('has every card of the template, the mock’s figures in those that have a call', async () => {
    Chart.instances = [];
    renderRoutes([{ path: '/', element: <EcommerceDashboardRoute /> }], '/');
    await screen.findByRole('heading', { level: 1, name: 'eCommerce dashboard' });
    for (const title of [
      'Congratulations 🎉 John!',
      'Statistics',
      'Orders',
      'Profit',
      'Earnings',
      'Revenue Report',
      'Developer Meetup',
      'Browser States',
      'Goal Overview',
      'Transactions',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('table', { name: 'Companies' })).toBeInTheDocument();

    const figure = (card: 'orders-bar-chart' | 'profit-line-chart' | 'sales' | 'revenue') =>
      statisticsCardData(card, 'last-28-days').statistics;
    const statistics = card('Statistics');
    expect(await within(statistics).findByText(en.number(figure('sales')))).toBeVisible();
    expect(await within(statistics).findByText(en.dollars(figure('revenue')))).toBeVisible();
    const customers = analyticsCardData('customers', 'last-28-days').figures;
    const customerCount = Object.values(customers).reduce((sum, value) => sum + value, 0);
    expect(await within(statistics).findByText(en.number(customerCount))).toBeVisible();

    expect(
      await within(card('Orders')).findByText(en.number(figure('orders-bar-chart'))),
    ).toBeVisible();
    expect(
      await within(card('Profit')).findByText(en.number(figure('profit-line-chart'))),
    ).toBeVisible();

    const revenue = analyticsCardData('revenue', 'last-28-days').figures;
    expect(await within(card('Earnings')).findByText(en.dollars(revenue.thisMonth))).toBeVisible();
    const report = analyticsCardData('revenue-report', 'last-28-days').figures;
    expect(
      await within(card('Revenue Report')).findByText(en.dollars(report.budget)),
    ).toBeVisible();
    const goal = analyticsCardData('goal-overview', 'last-28-days').figures;
    expect(
      await within(card('Goal Overview')).findByRole('progressbar', { name: 'Goal reached' }),
    ).toHaveAttribute('aria-valuenow', String(goal.percent));
    expect(within(card('Goal Overview')).getByText(en.number(goal.completed))).toBeVisible();

    // Orders are bars, profit a line, both without axes; revenue stacks earnings over expenses.
    const drawn = (name: string) =>
      Chart.instances.find((chart) => chart.canvas === within(card(name)).getByRole('img'));
    expect(drawn('Orders')?.config.type).toBe('bar');
    expect(drawn('Profit')?.config.type).toBe('line');
    expect(drawn('Revenue Report')?.data.datasets.map((one) => one.label)).toEqual([
      'Earning',
      'Expense',
    ]);
  });

  test('says the static cards’ figures in words a screen reader can follow', async () => {
    renderRoutes([{ path: '/', element: <EcommerceDashboardRoute /> }], '/');
    const browsers = await screen.findByRole('heading', { level: 2, name: 'Browser States' });
    const chrome = within(browsers.closest('section') as HTMLElement).getByRole('progressbar', {
      name: 'Google Chrome',
    });
    expect(chrome).toHaveAttribute('aria-valuetext', en.percent(54.4));
    const companies = screen.getByRole('table', { name: 'Companies' });
    const cafes = within(companies).getByRole('rowheader', { name: /Cafés/ }).closest('tr');
    expect(cafes).toHaveTextContent('16% down');
  });
});
