import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { saveDownload } from '../../../shared/files/save-download';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { defaultRange } from '../lib/report-range';
import { admin, ORGANISATION_ID, report } from '../testing/figures-fixtures';
import type { LeadReport } from '@pamoja/contract/lead-files';
import { LeadReportRoute } from './lead-report';

vi.mock('../../../shared/files/save-download', () => ({ saveDownload: vi.fn() }));

function serve(answer?: (start: string, end: string) => LeadReport) {
  const seen: URL[] = [];
  server.use(
    http.get('*/api/v1/product-leads/report', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      if (url.searchParams.get('format') === 'csv') {
        return new HttpResponse('Day,Captured\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        });
      }
      const start = url.searchParams.get('startDate') ?? '';
      const end = url.searchParams.get('endDate') ?? '';
      return HttpResponse.json({ message: 'Success', data: (answer ?? report)(start, end) });
    }),
  );
  return seen;
}

function renderReport(path = '/leads/report') {
  signIn(admin, ORGANISATION_ID);
  const events = userEvent.setup();
  const view = renderRoutes([{ path: '/leads/report', element: <LeadReportRoute /> }], path);
  return { events, ...view };
}

const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('/leads/report', () => {
  test('asks for the last 30 Nairobi days and shows the days with their totals', async () => {
    const seen = serve();
    renderReport();
    const table = await screen.findByRole('table', { name: 'Per day' });
    const { startDate, endDate } = defaultRange();
    expect(seen[0]?.searchParams.get('startDate')).toBe(startDate);
    expect(seen[0]?.searchParams.get('endDate')).toBe(endDate);
    expect(seen[0]?.searchParams.get('format')).toBe('json');
    expect(screen.getByLabelText('First day')).toHaveValue(startDate);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(cellsOf(rows[1] as HTMLElement).slice(1)).toEqual(['5', '2', '1', '1', '0']);
    expect(cellsOf(rows[3] as HTMLElement)).toEqual(['Total', '8', '3', '3', '1', '1']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Captured', 'Approved', 'Dispatched', 'Rejected', 'Cancelled']);
  });

  test('the product and agent tables, each with a totals row', async () => {
    serve();
    const { events } = renderReport('/leads/report?startDate=2026-03-01&endDate=2026-03-31');
    await screen.findByRole('table', { name: 'Per day' });
    await events.click(screen.getByRole('tab', { name: 'Per product' }));
    const products = screen.getByRole('table', { name: 'Per product' });
    const rows = within(products).getAllByRole('row');
    expect(cellsOf(rows[1] as HTMLElement)).toEqual(['Afya cover', '6', '3', '2', '1', '0']);
    expect(cellsOf(rows[3] as HTMLElement)).toEqual(['Total', '8', '3', '3', '1', '1']);

    await events.click(screen.getByRole('tab', { name: 'Per agent' }));
    const agents = screen.getByRole('table', { name: 'Per agent' });
    expect(cellsOf(within(agents).getAllByRole('row')[1] as HTMLElement)).toEqual([
      'Juma Mwangi',
      '8',
      '3',
      '3',
      '1',
      '1',
    ]);
  });

  test('a range the server would refuse is explained and not sent', async () => {
    const seen = serve();
    const { events } = renderReport('/leads/report?startDate=2026-03-01&endDate=2026-03-31');
    await screen.findByRole('table', { name: 'Per day' });
    const first = screen.getByLabelText('First day');
    const last = screen.getByLabelText('Last day');

    fireEvent.change(first, { target: { value: '2026-04-02' } });
    await events.click(screen.getByRole('button', { name: 'Show report' }));
    expect(first).toHaveAccessibleDescription('The first day must not be after the last day.');
    expect(first).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(first, { target: { value: '2025-01-01' } });
    await events.click(screen.getByRole('button', { name: 'Show report' }));
    expect(last).toHaveAccessibleDescription(
      'The report covers at most 366 days: choose a last day closer to the first.',
    );
    expect(first).not.toHaveAttribute('aria-invalid');

    fireEvent.change(last, { target: { value: '' } });
    await events.click(screen.getByRole('button', { name: 'Show report' }));
    expect(last).toHaveAccessibleDescription('Enter the last day as a date.');
    expect(seen.map((url) => url.searchParams.get('startDate'))).toEqual(['2026-03-01']);

    // Exactly 366 days is allowed.
    fireEvent.change(first, { target: { value: '2025-04-01' } });
    fireEvent.change(last, { target: { value: '2026-04-01' } });
    await events.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('startDate')).toBe('2025-04-01'));
    expect(seen.at(-1)?.searchParams.get('endDate')).toBe('2026-04-01');
  });

  test('a bad range in the link is explained at once', async () => {
    const seen = serve();
    renderReport('/leads/report?startDate=2026-05-01&endDate=2026-04-01');
    expect(await screen.findByLabelText('First day')).toHaveAccessibleDescription(
      'The first day must not be after the last day.',
    );
    expect(seen).toEqual([]);
  });

  test('Download CSV asks for the table shown and saves the file', async () => {
    const seen = serve();
    const { events } = renderReport('/leads/report?startDate=2026-03-01&endDate=2026-03-31');
    await screen.findByRole('table', { name: 'Per day' });
    await events.click(screen.getByRole('tab', { name: 'Per product' }));
    await events.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(saveDownload).toHaveBeenCalledTimes(1));
    const csv = seen.find((url) => url.searchParams.get('format') === 'csv');
    expect(Object.fromEntries(csv?.searchParams ?? [])).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      table: 'products',
      format: 'csv',
    });
    const [blob, name] = vi.mocked(saveDownload).mock.calls[0] ?? [];
    expect(name).toBe('leads-report-2026-03-01-to-2026-03-31-products.csv');
    expect(await (blob as Blob).text()).toBe('Day,Captured\n');
  });

  test('says so when no lead moved in the period', async () => {
    serve((start, end) => ({
      ...report(start, end),
      days: [{ day: start, captured: 0, approved: 0, dispatched: 0, rejected: 0, cancelled: 0 }],
      totals: { captured: 0, approved: 0, dispatched: 0, rejected: 0, cancelled: 0 },
      byProduct: [],
      byAgent: [],
    }));
    const { events } = renderReport('/leads/report?startDate=2026-03-01&endDate=2026-03-01');
    expect(
      await screen.findByText('No leads in this period', { selector: '[role=status]' }),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('tab', { name: 'Per agent' }));
    expect(screen.queryByRole('table', { name: 'Per agent' })).toBeNull();
  });
});
