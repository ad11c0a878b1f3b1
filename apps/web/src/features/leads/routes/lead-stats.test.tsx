import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import type { LeadStats } from '@pamoja/contract/lead-files';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { Chart } from '../../../shared/testing/fake-chart';
import {
  admin,
  AGENT_ID,
  ORGANISATION_ID,
  OTHER_BUSINESS_ID,
  report,
  stats,
  superAdmin,
} from '../testing/figures-fixtures';
import { LeadStatsRoute } from './lead-stats';

vi.mock('chart.js', () => import('../../../shared/testing/fake-chart'));

function serve(answer: LeadStats = stats()) {
  const seen: URL[] = [];
  const days: URL[] = [];
  server.use(
    http.get('*/api/v1/product-leads/business-leads-stats', ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json({ message: 'Success', data: answer });
    }),
    http.get('*/api/v1/product-leads/report', ({ request }) => {
      const url = new URL(request.url);
      days.push(url);
      const start = url.searchParams.get('startDate') ?? '';
      const end = url.searchParams.get('endDate') ?? '';
      return HttpResponse.json({ message: 'Success', data: report(start, end) });
    }),
    http.get('*/api/v1/organizations/:id/members', ({ request }) => {
      const role = new URL(request.url).searchParams.get('role');
      const people =
        role === 'AGENT'
          ? [
              {
                userId: AGENT_ID,
                firstName: 'Juma',
                lastName: 'Mwangi',
                fullName: 'Juma Mwangi',
                email: 'juma@pamoja.test',
                phoneNumber: '254700000001',
                status: 'ACTIVE',
                roles: ['AGENT'],
                joinedAt: '2026-01-01T00:00:00.000Z',
              },
            ]
          : [];
      return HttpResponse.json({
        message: 'Success',
        data: people,
        pagination: { page: 1, limit: 100, total: people.length },
      });
    }),
  );
  return { seen, days };
}

function renderStats(
  user: UserData = admin,
  path = '/leads/stats',
  organisation = ORGANISATION_ID,
) {
  signIn(user, organisation);
  Chart.instances = [];
  const events = userEvent.setup();
  const view = renderRoutes([{ path: '/leads/stats', element: <LeadStatsRoute /> }], path);
  return { events, ...view };
}

const kpi = (name: string) =>
  screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/leads/stats', () => {
  test('shows the headline figures of the answer, with separators, a percentage and KES', async () => {
    serve();
    renderStats();
    await screen.findByText('Captured', { selector: 'dt' });
    expect(kpi('Captured')).toBe('1,234');
    expect(kpi('Dispatched')).toBe('308');
    expect(kpi('Conversion')).toBe('24.96%');
    expect(kpi('Leads with an amount')).toBe('40');
    expect(kpi('Total amount')).toMatch(/1,250,000/);
    expect(kpi('Average amount')).toMatch(/31,250\.50/);
    expect(kpi('Total amount')).toMatch(/Ksh|KES/);
    // The top agents are a table in their own right.
    const agents = screen.getByRole('table', { name: 'Top agents' });
    const juma = within(agents).getByRole('rowheader', { name: 'Juma Mwangi' }).closest('tr');
    expect(juma).toHaveTextContent('900');
    expect(juma).toHaveTextContent('250');
  });

  test('the funnel is drawn in the transition order and its table holds the same figures', async () => {
    serve();
    const { events } = renderStats();
    const funnel = (await screen.findByText('Leads by status')).closest('section') as HTMLElement;
    const canvas = within(funnel).getByRole('img');
    expect(canvas).toHaveAccessibleName(/Leads by status\. New: 600, Approved: 200, Received: 100/);
    const drawn = Chart.instances.find((chart) => chart.canvas === canvas);
    expect(drawn?.data.labels).toEqual([
      'New',
      'Approved',
      'Received',
      'Dispatched',
      'Suspended',
      'Rejected',
      'Cancelled',
    ]);
    expect(drawn?.data.datasets[0]?.data).toEqual([600, 200, 100, 308, 6, 15, 5]);

    const toggle = within(funnel).getByRole('button', { name: 'Show as table' });
    expect(within(funnel).queryByRole('table')).toBeNull();
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide table');
    const table = within(funnel).getByRole('table', { name: 'Leads by status' });
    const dispatched = within(table).getByRole('rowheader', { name: 'Dispatched' }).closest('tr');
    expect(dispatched).toHaveTextContent('308');
    expect(within(table).getByRole('rowheader', { name: 'New' }).closest('tr')).toHaveTextContent(
      '600',
    );
    // The table scrolls in a box of its own that the keyboard can reach.
    expect(within(funnel).getByRole('region', { name: 'Leads by status' })).toHaveAttribute(
      'tabindex',
      '0',
    );

    const products = (await screen.findByText('Leads per product')).closest(
      'section',
    ) as HTMLElement;
    await events.click(within(products).getByRole('button', { name: 'Show as table' }));
    const solar = within(products).getByRole('rowheader', { name: 'Solar lamp' }).closest('tr');
    expect(solar).toHaveTextContent('234');
  });

  test('filters go to the URL and to the request; the daily line asks the report for those days', async () => {
    const { seen, days } = serve();
    const { events, router } = renderStats();
    await screen.findByText('Captured', { selector: 'dt' });
    const filters = screen.getByRole('group', { name: 'Filter the figures' });
    const agent = within(filters).getByLabelText('Agent');
    await within(agent).findByRole('option', { name: 'Juma Mwangi' });
    await events.selectOptions(agent, 'Juma Mwangi');
    await events.type(within(filters).getByLabelText('From'), '2026-03-01');
    await events.type(within(filters).getByLabelText('To'), '2026-03-31');

    await waitFor(() => expect(seen.at(-1)?.searchParams.get('to')).toBe('2026-03-31'));
    expect(seen.at(-1)?.searchParams.get('from')).toBe('2026-03-01');
    expect(seen.at(-1)?.searchParams.get('agent')).toBe(AGENT_ID);
    expect(seen.at(-1)?.searchParams.has('business')).toBe(false);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('agent')).toBe(AGENT_ID);
    expect(search.get('from')).toBe('2026-03-01');
    expect(search.get('to')).toBe('2026-03-31');

    await waitFor(() => expect(days.at(-1)?.searchParams.get('startDate')).toBe('2026-03-01'));
    expect(days.at(-1)?.searchParams.get('endDate')).toBe('2026-03-31');
    const perDay = (await screen.findByText('Leads per day')).closest('section') as HTMLElement;
    expect(within(perDay).getByText(/do not follow the agent filter/)).toBeInTheDocument();
    await events.click(within(perDay).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(perDay).getByRole('table')).getAllByRole('row');
    // Header, then 1 March (5 captured, 1 dispatched) and 31 March (3, 2).
    expect(rows[1]).toHaveTextContent(/5\s*1$/);
    expect(rows[2]).toHaveTextContent(/3\s*2$/);
  });

  test('a first day after the last is said and not sent', async () => {
    const { seen } = serve();
    renderStats(admin, '/leads/stats?from=2026-04-02&to=2026-04-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first day must be a date on or before the last day.',
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toEqual([]);
  });

  test('says so when there were no leads in the period', async () => {
    serve(
      stats({
        captured: 0,
        byStatus: {
          NEW: 0,
          APPROVED: 0,
          RECEIVED: 0,
          DISPATCHED: 0,
          SUSPENDED: 0,
          REJECTED: 0,
          CANCELLED: 0,
        },
        byProduct: [],
        topAgents: [],
        conversion: 0,
        amounts: { count: 0, sum: 0, average: 0 },
      }),
    );
    renderStats();
    expect(await screen.findByText('No leads in this period')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  test('a super admin acting for no organisation names the business', async () => {
    const { seen } = serve();
    const { events } = renderStats(superAdmin, '/leads/stats', null as unknown as string);
    expect(await screen.findByText('Choose a business to see its figures.')).toBeInTheDocument();
    expect(seen).toEqual([]);
    await events.selectOptions(screen.getByLabelText('Business'), 'Umoja Chama');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('business')).toBe(OTHER_BUSINESS_ID));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });

  test('a chart is destroyed with the page and redrawn when the skin changes', async () => {
    serve();
    const { unmount } = renderStats();
    await screen.findByText('Leads by status');
    const { useLayoutStore } = await import('../../../shared/customizer/layout-store');
    const funnel = Chart.instances[0];
    const before = funnel?.updates ?? 0;
    useLayoutStore.getState().setSetting('skin', 'dark');
    await waitFor(() => expect(funnel?.updates).toBeGreaterThan(before));
    unmount();
    expect(Chart.instances.every((chart) => chart.destroyed)).toBe(true);
  });
});
