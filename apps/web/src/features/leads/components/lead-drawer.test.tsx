import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { agent } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { LEAD_ID, lead, leadEvent, ok, ORGANISATION_ID, paged } from '../testing/detail-fixtures';
import { LeadDrawer } from './lead-drawer';

function Harness() {
  const [open, setOpen] = useState<string | null>(LEAD_ID);
  return (
    <>
      <p>{open ? 'drawer open' : 'drawer closed'}</p>
      <LeadDrawer leadId={open} onClose={() => setOpen(null)} />
    </>
  );
}

describe('LeadDrawer', () => {
  test('shows the lead and its events, pages with "Load more", and closes on Esc', async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/v1/product-leads/:id', () => ok(lead({ status: 'APPROVED' }))),
      http.get('*/api/v1/activity-logs/lead/:id', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        return page === '1'
          ? paged(
              [
                leadEvent(2, {
                  action: 'APPROVED',
                  fromStatus: 'NEW',
                  toStatus: 'APPROVED',
                  actorName: 'Achieng Admin',
                  reason: 'Documents checked',
                }),
              ],
              1,
              2,
            )
          : paged([leadEvent(1)], 2, 2);
      }),
    );
    signIn(agent, ORGANISATION_ID);
    const user = userEvent.setup();
    renderRoutes([{ path: '/leads', element: <Harness /> }], '/leads');

    const drawer = await screen.findByRole('dialog', { name: 'Lead LD-ABCD2345' });
    expect(within(drawer).getByText('Baraka Otieno')).toBeInTheDocument();
    expect(within(drawer).getByText('0722 000 111')).toBeInTheDocument();
    expect(within(drawer).getByText('ends in 789')).toBeInTheDocument();
    expect(within(drawer).getByText(/Kisumu County Referral Hospital/)).toBeInTheDocument();
    expect(within(drawer).getByText('REF-77')).toBeInTheDocument();

    const log = await within(drawer).findByRole('list', { name: 'Activity' });
    expect(within(log).getByText('Achieng Admin')).toBeInTheDocument();
    expect(within(log).getByText(/approved the lead/)).toBeInTheDocument();
    expect(within(log).getByText(/Documents checked/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Load more' }));
    expect(await within(log).findByText(/captured the lead/)).toBeInTheDocument();
    expect(pages).toEqual(['1', '2']);
    expect(within(drawer).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText('drawer closed')).toBeInTheDocument());
  });
});
