import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { AgentStatistics } from '@pamoja/contract/dashboard';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { leadAgent, ORGANISATION_ID } from '../testing/list-fixtures';
import { AgentToday } from './agent-today';

const period = { captured: 0, approved: 0, dispatched: 0 };
const figures: AgentStatistics = {
  role: 'AGENT',
  week: { captured: 6, approved: 4, dispatched: 2 },
  month: { captured: 20, approved: 12, dispatched: 7 },
  toReceive: 3,
  consentPending: 1,
  conversion: 0.3456,
  capturedDaily: [{ day: '2026-03-01', value: 2 }],
};

function serve(data: AgentStatistics = figures) {
  const organisations: (string | null)[] = [];
  server.use(
    http.get('*/api/v1/dashboard/statistics', ({ request }) => {
      organisations.push(request.headers.get('x-organization'));
      return HttpResponse.json({ message: 'Success', data });
    }),
  );
  return organisations;
}

const renderToday = () => renderRoutes([{ path: '/leads', element: <AgentToday /> }], '/leads');

describe('the agent’s Today panel', () => {
  test('shows the work waiting and the week’s figures for the chosen organisation', async () => {
    const asked = serve();
    signIn(leadAgent, ORGANISATION_ID);
    renderToday();
    expect(await screen.findByRole('heading', { name: 'Today’s work' })).toBeInTheDocument();
    expect(screen.getByTestId('agent-figure-0')).toHaveTextContent('3');
    expect(screen.getByTestId('agent-figure-1')).toHaveTextContent('1');
    expect(screen.getByTestId('agent-figure-2')).toHaveTextContent('6');
    expect(screen.getByTestId('agent-figure-3')).toHaveTextContent('2');
    expect(screen.getByTestId('agent-figure-4')).toHaveTextContent('35%');
    expect(asked).toEqual([ORGANISATION_ID]);
  });

  test('links the waiting leads into the filtered list', async () => {
    serve();
    signIn(leadAgent, ORGANISATION_ID);
    renderToday();
    expect(await screen.findByRole('link', { name: 'Leads to receive' })).toHaveAttribute(
      'href',
      '/leads?status=APPROVED',
    );
    expect(screen.getByRole('link', { name: 'Dispatched this week' })).toHaveAttribute(
      'href',
      '/leads?status=DISPATCHED',
    );
  });

  test('a quiet week shows zeros rather than hiding the panel', async () => {
    serve({ ...figures, week: period, toReceive: 0, consentPending: 0, conversion: 0 });
    signIn(leadAgent, ORGANISATION_ID);
    renderToday();
    expect(await screen.findByTestId('agent-figure-0')).toHaveTextContent('0');
    expect(screen.getByTestId('agent-figure-4')).toHaveTextContent('0%');
  });

  test('other roles see no panel and ask for nothing', async () => {
    const asked = serve();
    signIn(member, ORGANISATION_ID);
    renderToday();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Today’s work' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
