import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Lead } from '@pamoja/contract/leads';
import { agent } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  LEAD_ID,
  lead,
  leadEvent,
  ok,
  ORGANISATION_ID,
  paged,
  problem,
} from '../testing/detail-fixtures';
import { LeadDetailRoute } from './lead-detail';

function serve(current: Lead = lead()) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/v1/product-leads/:id', ({ params }) => {
      asked.push(String(params.id));
      return ok(current);
    }),
    http.get('*/api/v1/activity-logs/lead/:id', () => paged([leadEvent(1)], 1, 1)),
  );
  return asked;
}

function renderDetail(path = '/leads/LD-ABCD2345') {
  signIn(agent, ORGANISATION_ID);
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/leads/:code', element: <LeadDetailRoute /> },
      { path: '/leads', element: <p>My leads list</p> },
    ],
    path,
  );
  return user;
}

describe('/leads/:code', () => {
  test('shows the lead by its code, with its timeline', async () => {
    const asked = serve();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Lead LD-ABCD2345' })).toBeInTheDocument();
    expect(asked[0]).toBe('LD-ABCD2345');
    expect(screen.getByText('Baraka Otieno')).toBeInTheDocument();
    expect(await screen.findByText(/captured the lead/)).toBeInTheDocument();
  });

  test('an unknown code says so clearly', async () => {
    server.use(
      http.get('*/api/v1/product-leads/:id', () => problem(404, 'NOT_FOUND', 'Lead not found.')),
    );
    renderDetail('/leads/LD-ZZZZ9999');
    expect(
      await screen.findByRole('heading', { name: 'No lead with this code: LD-ZZZZ9999' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the leads' })).toHaveAttribute(
      'href',
      '/leads',
    );
  });

  test('edit sends only what changed with the version read; the phone is not editable', async () => {
    serve();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/product-leads/:id', async ({ request, params }) => {
        expect(params.id).toBe(LEAD_ID);
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'Lead updated.',
          data: lead({ location: 'Kakamega' }),
        });
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit lead LD-ABCD2345' });
    expect(within(dialog).queryByRole('textbox', { name: /phone/i })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/The phone cannot be changed/)).toBeInTheDocument();

    const location = within(dialog).getByLabelText('Location');
    await user.clear(location);
    await user.type(location, 'Kakamega');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(bodies).toEqual([{ version: 3, location: 'Kakamega' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('delete asks first, then goes back to the list', async () => {
    serve();
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/v1/product-leads/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: 'Lead deleted.', data: null });
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete lead LD-ABCD2345?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete lead LD-ABCD2345?' });
    await user.click(within(again).getByRole('button', { name: 'Delete lead' }));
    expect(await screen.findByText('My leads list')).toBeInTheDocument();
    expect(deleted).toEqual([LEAD_ID]);
  });

  test.each([
    ['once the lead has moved on', lead({ status: 'APPROVED' })],
    ['on another agent’s lead', lead({ agentId: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d' })],
  ])('no edit or delete %s', async (_case, shown) => {
    serve(shown);
    renderDetail();
    await screen.findByRole('heading', { name: 'Lead LD-ABCD2345' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  test('the assignee of an approved lead marks it received, sending the version read', async () => {
    serve(lead({ status: 'APPROVED', assignedTo: agent.id, version: 3 }));
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/v1/product-leads/change-status', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          message: '1 lead skipped.',
          data: {
            updated: [],
            skipped: [{ id: LEAD_ID, reason: 'Someone else changed this lead.' }],
          },
        });
      }),
    );
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mark as received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive lead LD-ABCD2345?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as received' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this lead.');
    expect(sent).toEqual([{ leadIds: [LEAD_ID], status: 'RECEIVED', versions: { [LEAD_ID]: 3 } }]);
  });

  test('only the assignee is offered to receive, and only an approved lead', async () => {
    serve(lead({ status: 'APPROVED', assignedTo: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d' }));
    renderDetail();
    await screen.findByRole('heading', { name: 'Lead LD-ABCD2345' });
    expect(screen.queryByRole('button', { name: 'Mark as received' })).not.toBeInTheDocument();
  });
});
