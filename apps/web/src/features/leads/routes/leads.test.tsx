import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import { saveDownload } from '../../../shared/files/save-download';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  ASSIGNEE,
  bulkAnswer,
  leadAdmin,
  leadAgent,
  listLead,
  ORGANISATION_ID,
  PRODUCT_ID,
  serveLeads,
} from '../testing/list-fixtures';
import { LeadsRoute } from './leads';

vi.mock('../../../shared/files/save-download', () => ({ saveDownload: vi.fn() }));

function renderLeads(user: UserData = leadAdmin, path = '/leads') {
  signIn(user, ORGANISATION_ID);
  const events = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/leads', element: <LeadsRoute /> },
      { path: '/leads/new', element: <p>Capture wizard</p> },
    ],
    path,
  );
  return { events, router: view.router };
}

const rowOf = async (code: string) =>
  (await screen.findByRole('button', { name: code })).closest('tr') as HTMLTableRowElement;
const toolbar = () => screen.findByRole('toolbar', { name: 'Change the selected leads' });

beforeEach(() => {
  localStorage.clear();
  vi.mocked(saveDownload).mockClear();
});

describe('/leads', () => {
  test('reads its filters from the URL and sends them, with the page', async () => {
    const seen = serveLeads([listLead(1)], { total: 41 });
    renderLeads(
      leadAdmin,
      `/leads?status=APPROVED&name=Bar&phoneNumber=0722000111&amountFrom=100&product=${PRODUCT_ID}&page=2`,
    );
    const row = await rowOf('LD-TEST0001');
    expect(within(row).getByText('Customer 1')).toBeInTheDocument();
    expect(within(row).getByText('0722 000 111')).toBeInTheDocument();
    expect(within(row).getByText(/12,500/)).toBeInTheDocument();
    expect(within(row).getByText('New')).toBeInTheDocument();
    const captured = within(row).getByText('3 days ago');
    expect(captured.tagName).toBe('TIME');
    expect(captured).toHaveAttribute('title');
    expect(screen.getByText('41 leads')).toBeInTheDocument();
    const query = seen[0]!.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      status: 'APPROVED',
      name: 'Bar',
      phoneNumber: '0722000111',
      amountFrom: '100',
      product: PRODUCT_ID,
      page: '2',
      limit: '20',
    });
    expect(screen.getByRole('button', { name: 'Approved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('Search by customer name')).toHaveValue('Bar');
    expect(screen.getByLabelText('Amount from (KES)')).toHaveValue(100);
  });

  test('puts chosen and typed filters in the URL, and Back undoes a choice', async () => {
    const seen = serveLeads([listLead(1)]);
    const { events, router } = renderLeads();
    await rowOf('LD-TEST0001');
    await events.click(screen.getByRole('button', { name: 'Rejected' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=REJECTED'));
    await events.type(screen.getByLabelText('Location'), 'Kis');
    await events.selectOptions(await screen.findByLabelText('Assigned to'), 'Wanjiku Kamau');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('assignedTo')).toBe(ASSIGNEE.userId));
    expect(seen.at(-1)?.searchParams.get('location')).toBe('Kis');
    expect(seen.at(-1)?.searchParams.get('status')).toBe('REJECTED');
    // Typing replaced its entry: one Back goes before the assignee, keeping what was typed.
    router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?status=REJECTED&location=Kis'));
    await events.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('searches by phone only once the whole number is typed', async () => {
    const seen = serveLeads([listLead(1)]);
    const { events } = renderLeads();
    await rowOf('LD-TEST0001');
    const phone = screen.getByLabelText('Phone');
    await events.type(phone, '07220');
    expect(await screen.findByText(/Type the whole number/)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await events.type(phone, '00111');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('phoneNumber')).toBe('0722000111'));
    expect(seen.some((url) => url.searchParams.get('phoneNumber') === '07220')).toBe(false);
    expect(screen.queryByText(/Type the whole number/)).toBeNull();
  });

  test('says when nothing matches, and when the list fails offers a retry', async () => {
    serveLeads([]);
    renderLeads(leadAdmin, '/leads?status=SUSPENDED');
    expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument();

    let calls = 0;
    server.use(
      http.get('*/api/v1/product-leads', () => {
        calls += 1;
        return HttpResponse.json(
          { statusCode: 500, code: 'INTERNAL', errorMessage: 'Try later', message: 'Try later' },
          { status: 500 },
        );
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dispatched' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Try later')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  test('an agent sees their list, a New lead link and no bulk tools', async () => {
    serveLeads([]);
    renderLeads(leadAgent);
    expect(await screen.findByText(/No leads yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New lead' })).toHaveAttribute('href', '/leads/new');
    expect(screen.queryByLabelText('Agent')).toBeNull();
    expect(screen.queryByLabelText('Assigned to')).toBeNull();
    expect(screen.getByLabelText('Product')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
  });

  test('says "about" when the total is an estimate', async () => {
    serveLeads([listLead(1)], { total: 10000, totalIsEstimate: true });
    renderLeads();
    expect(await screen.findByText('About 10,000 leads')).toBeInTheDocument();
  });

  test('approve: a code for exactly the chosen leads, then the per-lead answer', async () => {
    const leads = [listLead(1), listLead(2), listLead(3)];
    serveLeads(leads);
    const codeBodies: unknown[] = [];
    const approveBodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/product-leads/approval-otp', async ({ request }) => {
        codeBodies.push(await request.json());
        return HttpResponse.json({
          message: 'Code sent',
          data: {
            leadIds: [leads[0]!.id, leads[2]!.id],
            sentTo: ['0712 *** 678', 'a***@pamoja.test'],
            codeExpiresAt: '2026-11-24T01:00:00.000Z',
          },
        });
      }),
      http.put('*/api/v1/product-leads/approve-leads', async ({ request }) => {
        approveBodies.push(await request.json());
        return bulkAnswer(
          [leads[0]!.id],
          [{ id: leads[2]!.id, reason: 'Someone else changed this lead since you read it' }],
        );
      }),
    );
    const { events } = renderLeads();
    await events.click(await screen.findByRole('checkbox', { name: 'Select lead LD-TEST0001' }));
    await events.click(screen.getByRole('checkbox', { name: 'Select lead LD-TEST0003' }));
    expect(within(await toolbar()).getByText('2 selected')).toBeInTheDocument();
    await events.click(within(await toolbar()).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 leads' });
    expect(codeBodies).toEqual([{ leadIds: [leads[0]!.id, leads[2]!.id] }]);
    expect(within(dialog).getByText(/0712 \*\*\* 678, a\*\*\*@pamoja.test/)).toBeInTheDocument();

    await events.type(within(dialog).getByLabelText('Approval code'), '123');
    await events.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Must be 6 digits.')).toBeInTheDocument();
    expect(approveBodies).toEqual([]);

    await events.type(within(dialog).getByLabelText('Approval code'), '456');
    await events.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const result = await screen.findByText(/1 lead approved\. 1 lead skipped\./);
    expect(approveBodies).toEqual([{ leadIds: [leads[0]!.id, leads[2]!.id], code: '123456' }]);
    const answer = result.closest('[role="status"]') as HTMLElement;
    expect(within(answer).getByText('LD-TEST0003')).toBeInTheDocument();
    expect(within(answer).getByText(/Someone else changed this lead/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
  });

  test('reject needs a reason, and sends each lead’s version', async () => {
    const leads = [listLead(1, { version: 7 })];
    serveLeads(leads);
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/product-leads/change-status', async ({ request }) => {
        bodies.push(await request.json());
        return bulkAnswer([leads[0]!.id]);
      }),
    );
    const { events } = renderLeads();
    await events.click(await screen.findByRole('checkbox', { name: 'Select lead LD-TEST0001' }));
    await events.click(within(await toolbar()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 1 lead?' });
    expect(within(dialog).getByText(/cannot be reopened/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Must be at least 3 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await events.type(within(dialog).getByLabelText('Reason'), 'Customer declined');
    await events.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('1 lead rejected.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        leadIds: [leads[0]!.id],
        status: 'REJECTED',
        reason: 'Customer declined',
        versions: { [leads[0]!.id]: 7 },
      },
    ]);
  });

  test('offers only what the transition table allows for the chosen leads', async () => {
    serveLeads([listLead(1, { status: 'DISPATCHED' }), listLead(2, { status: 'CANCELLED' })]);
    const { events } = renderLeads();
    await events.click(await screen.findByRole('checkbox', { name: 'Select lead LD-TEST0001' }));
    const actions = async () =>
      within(await toolbar())
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(await actions()).toEqual(['Assign', 'Suspend', 'Clear selection']);
    await events.click(screen.getByRole('checkbox', { name: 'Select lead LD-TEST0001' }));
    await events.click(screen.getByRole('checkbox', { name: 'Select lead LD-TEST0002' }));
    expect(await actions()).toEqual(['Clear selection']);
    expect(within(await toolbar()).getByText(/Nothing can be done/)).toBeInTheDocument();
  });

  test('assign: to the chosen agent', async () => {
    const leads = [listLead(1)];
    serveLeads(leads);
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/product-leads/assign-leads', async ({ request }) => {
        bodies.push(await request.json());
        return bulkAnswer([leads[0]!.id]);
      }),
    );
    const { events } = renderLeads();
    await events.click(
      await screen.findByRole('checkbox', { name: 'Select every lead on this page' }),
    );
    await events.click(within(await toolbar()).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 1 lead' });
    await events.selectOptions(within(dialog).getByLabelText('Assign to'), ASSIGNEE.userId);
    await events.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('1 lead assigned.')).toBeInTheDocument();
    expect(bodies).toEqual([{ leadIds: [leads[0]!.id], assignedTo: ASSIGNEE.userId }]);
  });

  test('downloads the selected leads by id and saves the file', async () => {
    const leads = [listLead(1), listLead(2)];
    serveLeads(leads);
    const asked: URL[] = [];
    server.use(
      http.get('*/api/v1/product-leads/download-selected', ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('code,status\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }),
    );
    const { events } = renderLeads();
    await events.click(await screen.findByRole('checkbox', { name: 'Select lead LD-TEST0002' }));
    await events.click(screen.getByRole('button', { name: 'Download' }));
    await events.click(screen.getByRole('button', { name: 'The 1 selected lead (XLSX)' }));
    await waitFor(() => expect(saveDownload).toHaveBeenCalledTimes(1));
    expect(asked[0]?.searchParams.get('ids')).toBe(leads[1]!.id);
    expect(asked[0]?.searchParams.get('format')).toBe('xlsx');
    const [blob, name] = vi.mocked(saveDownload).mock.calls[0]!;
    // The file is the server's answer as it came (the Blob of fetch, not of jsdom).
    expect(await (blob as Blob).text()).toBe('code,status\n');
    expect(name).toMatch(/^leads-selected-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  test('downloads every matching lead with the current filters', async () => {
    serveLeads([listLead(1)]);
    const asked: URL[] = [];
    server.use(
      http.get('*/api/v1/product-leads/download-all', ({ request }) => {
        asked.push(new URL(request.url));
        return new HttpResponse('code\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const { events } = renderLeads(leadAgent, '/leads?status=NEW&location=Kisumu&page=3');
    await rowOf('LD-TEST0001');
    await events.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.queryByRole('button', { name: /selected lead/ })).toBeNull();
    await events.click(screen.getByRole('button', { name: 'All matching leads (CSV)' }));
    await waitFor(() => expect(saveDownload).toHaveBeenCalledTimes(1));
    const query = Object.fromEntries(asked[0]!.searchParams);
    expect(query).toEqual({ status: 'NEW', location: 'Kisumu', format: 'csv' });
  });

  test('the column chooser hides a column, and remembers it', async () => {
    serveLeads([listLead(1)]);
    const { events } = renderLeads();
    await rowOf('LD-TEST0001');
    expect(screen.getByRole('columnheader', { name: 'Phone' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Columns' }));
    await events.click(screen.getByRole('checkbox', { name: 'Phone' }));
    expect(screen.queryByRole('columnheader', { name: 'Phone' })).toBeNull();
    expect(screen.queryByText('0722 000 111')).toBeNull();
    expect(JSON.parse(localStorage.getItem('pamoja.leads.hiddenColumns') ?? '[]')).toEqual([
      'phone',
    ]);
  });

  test('a click on a row, or Enter on it, opens the lead beside the list', async () => {
    const leads = [listLead(1), listLead(2)];
    serveLeads(leads);
    const asked: string[] = [];
    server.use(
      http.get('*/api/v1/product-leads/:id', ({ params }) => {
        asked.push(String(params.id));
        const lead = leads.find((one) => one.id === params.id)!;
        return HttpResponse.json({ message: 'Success', data: lead });
      }),
      http.get('*/api/v1/activity-logs/lead/:id', () =>
        HttpResponse.json({
          message: 'Success',
          data: [],
          pagination: { page: 1, limit: 10, total: 0 },
        }),
      ),
    );
    const { events } = renderLeads();
    await events.click(within(await rowOf('LD-TEST0002')).getByText('Customer 2'));
    expect(await screen.findByRole('dialog', { name: 'Lead LD-TEST0002' })).toBeInTheDocument();
    expect(asked).toEqual([leads[1]!.id]);
    await events.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    (await rowOf('LD-TEST0001')).focus();
    await events.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Lead LD-TEST0001' })).toBeInTheDocument();
  });
});
