import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { statisticsCardData } from '../../mock/data/card-statistics-data';
import { analyticsCardData } from '../../mock/data/card-analytics-data';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_DASHBOARD_ROUTES } from '../../routes/dashboard-routes';

vi.mock('chart.js', () => import('../../../shared/testing/fake-chart'));

serveDemoMock();

const number = (value: number | undefined) => new Intl.NumberFormat('en').format(value ?? 0);

/** Opens a page through the demo's own route table (lazy, as the app loads it). */
async function open(path: string, title: string) {
  renderRoutes(DEMO_DASHBOARD_ROUTES, path);
  await screen.findByRole('heading', { level: 1, name: title });
}

const headings = (level: number) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('the card pages', () => {
  test('/cards/statistics: each statistics card with its figure from the mock', async () => {
    await open('/cards/statistics', 'Statistics cards');
    expect(headings(2)).toEqual([
      'Statistics',
      'Subscribers Gained',
      'Orders Received',
      'Quarterly Sales',
      'Revenue Generated',
      'Site Traffic',
      'Active Users',
      'Newsletter',
      'Orders',
      'Profit',
    ]);
    for (const [name, id] of [
      ['Site Traffic', 'site-traffic'],
      ['Active Users', 'active-users'],
      ['Newsletter', 'newsletter'],
    ] as const) {
      const figure = statisticsCardData(id, 'last-28-days').statistics;
      expect(await within(card(name)).findByText(number(figure))).toBeVisible();
    }
  });

  test('/cards/analytics: each analytics card, the shares with their part of the whole', async () => {
    await open('/cards/analytics', 'Analytics cards');
    expect(headings(2)).toEqual([
      'Support Tracker',
      'Avg Sessions',
      'Revenue Report',
      'Goal Overview',
      'Revenue',
      'Product Orders',
      'Sales',
      'Sales',
      'Sessions By Device',
      'Customers',
      'Earnings',
    ]);
    const devices = analyticsCardData('sessions-device', 'last-28-days').figures;
    const total = (devices.desktop ?? 0) + (devices.mobile ?? 0) + (devices.tablet ?? 0);
    const sessions = card('Sessions By Device');
    expect(await within(sessions).findByText(number(total))).toBeVisible();
    const desktop = within(sessions).getByText('Desktop', { selector: 'dt' }).nextElementSibling;
    expect(desktop).toHaveTextContent(number(devices.desktop));
    expect(desktop).toHaveTextContent(
      `${Math.round(((devices.desktop ?? 0) / total) * 1000) / 10}%`,
    );
  });

  test('/cards/advance: the template’s thirteen cards, none of them a chart', async () => {
    const user = userEvent.setup();
    await open('/cards/advance', 'Advanced cards');
    expect(headings(2)).toEqual([
      'Congratulations John,',
      'Congratulations 🎉 John!',
      'Curtis Stone',
      'App design',
      'For Business Sharks',
      'Chat',
      'Employee Task',
      'Full-stack developer',
      'Developer Meetup',
      'Pay Amount',
      'Transactions',
      'User Timeline',
      'Browser States',
    ]);
    expect(document.querySelector('canvas')).toBeNull();
    const join = screen.getByRole('button', { name: 'Join the team' });
    await user.click(join);
    expect(join).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Make the payment' }));
    expect(within(card('Pay Amount')).getByRole('status')).toHaveTextContent('Payment made');
  });

  test('/cards/basic: Bootstrap’s card parts in titled sections, with working tabs', async () => {
    const user = userEvent.setup();
    await open('/cards/basic', 'Basic cards');
    expect(headings(2)).toEqual([
      'Content types',
      'Header, footer and navigation',
      'Text alignment',
      'Style variations',
      'Card groups',
      'Grid',
    ]);
    expect(document.querySelector('canvas')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile');
  });
});
