import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import type { GroupEnquiry } from '@pamoja/contract/groups';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  enquiry,
  enquiryAdmin,
  enquiryMember,
  ORGANISATION_ID,
  page,
  problem,
} from '../testing/fixtures';
import { GroupEnquiriesRoute } from './group-enquiries';

const THANKS = 'Thank you. The organisation will get back to you.';

function renderGroups(
  userData: UserData = enquiryMember,
  organisation: string | null = ORGANISATION_ID,
) {
  signIn(userData, organisation);
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/groups', element: <GroupEnquiriesRoute searchDelayMs={0} /> },
      { path: '/organisations', element: <h1>My organisations</h1> },
    ],
    '/groups',
  );
  return { user, ...view };
}

/** Records every `GET groups` and answers it from `rows()`, ten a page. */
function listHandler(rows: () => GroupEnquiry[], asked: URLSearchParams[] = []) {
  return http.get('*/api/v1/groups', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const n = Number(params.get('page'));
    const all = rows();
    return page(all.slice((n - 1) * 10, n * 10), n, all.length);
  });
}

/** Records every `POST groups` body; nothing is answered unless `reply` says how. */
function postHandler(bodies: unknown[], reply: () => Response) {
  return http.post('*/api/v1/groups', async ({ request }) => {
    bodies.push(await request.json());
    return reply();
  });
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
const form = () => screen.getByRole('form', { name: 'Tell us about your group' });

describe('/groups', () => {
  test("the form starts with the signed-in person's details, and the member's own list", async () => {
    const asked: URLSearchParams[] = [];
    server.use(listHandler(() => [], asked));
    renderGroups();
    const contact = form();
    expect(within(contact).getByLabelText('Your name')).toHaveValue('Amani Wanjiru');
    expect(within(contact).getByLabelText('E-mail')).toHaveValue('member@pamoja.test');
    expect(within(contact).getByLabelText('Phone number')).toHaveValue('0712 345 678');
    expect(within(contact).getByLabelText('Type of group')).toHaveValue('');
    expect(within(contact).getByLabelText('Message')).toHaveValue('');
    expect(within(contact).getByText('0 / 1000 characters')).toBeInTheDocument();
    expect(within(contact).getByRole('option', { name: 'Self-help group' })).toHaveValue(
      'SELF_HELP_GROUP',
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Your enquiries' })).toBeInTheDocument();
    expect(await screen.findByText('You have not sent an enquiry yet.')).toBeInTheDocument();
    expect(asked[0]?.get('page')).toBe('1');
    expect(asked[0]?.get('limit')).toBe('10');
    expect(asked[0]?.has('groupType')).toBe(false);
    expect(asked[0]?.has('search')).toBe(false);
  });

  test('an admin reads every enquiry of the organisation under "Group enquiries"', async () => {
    const long =
      `We are 20 women in Siaya. ${'We save every week and want a loan. '.repeat(4)}`.trim();
    server.use(
      listHandler(() => [
        enquiry(1, {
          name: 'Achieng Odhiambo',
          groupType: 'SELF_HELP_GROUP',
          phoneNumber: '254722000111',
          message: long,
        }),
      ]),
    );
    renderGroups(enquiryAdmin);
    expect(screen.getByRole('heading', { level: 2, name: 'Group enquiries' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your enquiries' })).not.toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Achieng Odhiambo' })).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Nov 20, 2026',
      'Achieng Odhiambo',
      'Self-help group',
      '0722 000 111',
      'sender1@pamoja.test',
      expect.stringMatching(/^We are 20 women in Siaya\. We save every week and want a loan…/),
    ]);
    // The table shows the start of a long message; the whole of it is one click away.
    const summary = within(cells[5] as HTMLElement).getByText(/…$/);
    expect(summary).toHaveTextContent(
      /^We are 20 women in Siaya\. We save every week and want a loan…$/,
    );
    expect(summary.closest('details')).toHaveAttribute('title', long);
    expect(within(cells[5] as HTMLElement).getByText(long)).toBeInTheDocument();
  });

  test('checks the fields before sending: nothing goes to the server', async () => {
    const bodies: unknown[] = [];
    server.use(
      listHandler(() => []),
      postHandler(bodies, () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderGroups();
    const contact = form();
    await user.clear(within(contact).getByLabelText('E-mail'));
    await user.type(within(contact).getByLabelText('E-mail'), 'amani@');
    await user.clear(within(contact).getByLabelText('Phone number'));
    await user.type(within(contact).getByLabelText('Phone number'), '0812 345');
    await user.click(within(contact).getByRole('button', { name: 'Send enquiry' }));

    expect(await within(contact).findByText('Message is required.')).toBeInTheDocument();
    expect(within(contact).getByText('Must be a valid e-mail address.')).toBeInTheDocument();
    expect(
      within(contact).getByText('Enter a phone number such as 0712 345 678.'),
    ).toBeInTheDocument();
    expect(within(contact).getByText('Choose the type of group.')).toBeInTheDocument();
    expect(within(contact).getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(within(contact).getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');

    // A message of spaces is still empty.
    await user.type(within(contact).getByLabelText('Message'), '   ');
    await user.click(within(contact).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(contact).findByText('Message is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  test('sends the enquiry as the contract has it, thanks, resets the form and refreshes the list', async () => {
    const bodies: unknown[] = [];
    const asked: URLSearchParams[] = [];
    let rows: GroupEnquiry[] = [];
    server.use(
      listHandler(() => rows, asked),
      postHandler(bodies, () => {
        const created = enquiry(1, {
          name: 'Amani Wanjiru',
          groupType: 'SACCO',
          message: 'We are 40 boda riders in Kisumu.',
        });
        rows = [created];
        return HttpResponse.json({ message: THANKS, data: created }, { status: 201 });
      }),
    );
    const { user } = renderGroups();
    expect(await screen.findByText('You have not sent an enquiry yet.')).toBeInTheDocument();
    const contact = form();
    await user.selectOptions(within(contact).getByLabelText('Type of group'), 'Sacco');
    await user.type(
      within(contact).getByLabelText('Message'),
      '  We are 40 boda riders in Kisumu.',
    );
    expect(within(contact).getByText('34 / 1000 characters')).toBeInTheDocument();
    await user.click(within(contact).getByRole('button', { name: 'Send enquiry' }));

    expect(await within(contact).findByText(THANKS)).toBeInTheDocument();
    expect(within(contact).getByRole('status')).toHaveTextContent(THANKS);
    expect(bodies).toEqual([
      {
        name: 'Amani Wanjiru',
        email: 'member@pamoja.test',
        // "0712 345 678" as typed; the contract's normal form goes on the wire.
        phoneNumber: '254712345678',
        groupType: 'SACCO',
        message: 'We are 40 boda riders in Kisumu.',
      },
    ]);
    // Said once, in the page: no toast repeats it.
    expect(notifications().queryByText(THANKS)).not.toBeInTheDocument();

    // Back to the prefilled details, ready for another group.
    expect(within(contact).getByLabelText('Message')).toHaveValue('');
    expect(within(contact).getByLabelText('Type of group')).toHaveValue('');
    expect(within(contact).getByLabelText('Your name')).toHaveValue('Amani Wanjiru');
    expect(within(contact).getByLabelText('Phone number')).toHaveValue('0712 345 678');

    expect(await screen.findByRole('cell', { name: 'Amani Wanjiru' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Sacco' })).toBeInTheDocument();
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });

  test('puts the server’s field errors on the fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      listHandler(() => []),
      postHandler(bodies, () =>
        problem(400, 'VALIDATION_ERROR', 'Some fields are invalid.', [
          { path: 'message', message: 'must be at most 1000 characters' },
        ]),
      ),
    );
    const { user } = renderGroups();
    const contact = form();
    await user.selectOptions(within(contact).getByLabelText('Type of group'), 'Chama');
    await user.type(within(contact).getByLabelText('Message'), 'Hello');
    await user.click(within(contact).getByRole('button', { name: 'Send enquiry' }));
    expect(
      await within(contact).findByText('Must be at most 1000 characters.'),
    ).toBeInTheDocument();
    expect(within(contact).getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(within(contact).getByRole('status')).toBeEmptyDOMElement();
    expect(bodies).toHaveLength(1);
  });

  test('too many enquiries: the server’s words are shown and what was typed stays', async () => {
    const limited = 'Too many attempts. Try again in 42 seconds.';
    server.use(
      listHandler(() => []),
      postHandler([], () => problem(429, 'RATE_LIMITED', limited)),
    );
    const { user } = renderGroups();
    const contact = form();
    await user.selectOptions(within(contact).getByLabelText('Type of group'), 'Welfare group');
    await user.type(within(contact).getByLabelText('Message'), 'Funeral fund for 30 families.');
    await user.click(within(contact).getByRole('button', { name: 'Send enquiry' }));
    expect(await notifications().findByText(limited)).toBeInTheDocument();
    expect(within(contact).getByLabelText('Message')).toHaveValue('Funeral fund for 30 families.');
    expect(within(contact).getByRole('status')).toBeEmptyDOMElement();
  });

  test('filters by group type, searches, and pages; a new filter starts from page 1', async () => {
    const asked: URLSearchParams[] = [];
    const all = Array.from({ length: 23 }, (_, i) =>
      enquiry(i + 1, { groupType: i % 2 === 0 ? 'CHAMA' : 'INVESTMENT_CLUB' }),
    );
    server.use(
      http.get('*/api/v1/groups', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const type = params.get('groupType');
        const search = params.get('search');
        const n = Number(params.get('page'));
        const matching = all
          .filter((row) => !type || row.groupType === type)
          .filter((row) => !search || row.name.endsWith(` ${search}`));
        return page(matching.slice((n - 1) * 10, n * 10), n, matching.length);
      }),
    );
    const { user } = renderGroups(enquiryAdmin);
    expect(await screen.findByRole('cell', { name: 'Sender 1' })).toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('cell', { name: 'Sender 21' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('3');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Group type' }),
      'Investment club',
    );
    expect(await screen.findByText('1–10 of 11')).toBeInTheDocument();
    expect(asked.at(-1)?.get('groupType')).toBe('INVESTMENT_CLUB');
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(screen.queryByRole('cell', { name: 'Sender 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('11–11 of 11')).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(asked.at(-1)?.get('groupType')).toBe('INVESTMENT_CLUB');

    await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), '4');
    expect(await screen.findByRole('cell', { name: 'Sender 4' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('search')).toBe('4');
    expect(asked.at(-1)?.get('groupType')).toBe('INVESTMENT_CLUB');
    expect(asked.at(-1)?.get('page')).toBe('1');

    await user.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), '9');
    expect(await screen.findByText('No enquiries match this filter.')).toBeInTheDocument();

    // Back to no filter: the first page of everything again (from the cache: no new request).
    await user.clear(screen.getByRole('searchbox', { name: 'Search enquiries' }));
    expect(await screen.findByText('1–10 of 11')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Group type' }),
      'All group types',
    );
    expect(await screen.findByRole('cell', { name: 'Sender 1' })).toBeInTheDocument();
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
  });

  test('without an organisation: says how to choose one, shows no form and asks nothing', async () => {
    let asked = 0;
    server.use(
      http.all('*/api/v1/groups', () => {
        asked += 1;
        return page([]);
      }),
    );
    const { user, router } = renderGroups(enquiryMember, null);
    expect(
      screen.getByText('Enquiries go to the admins of an organisation, so choose one first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'My organisations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organisations'));
    expect(asked).toBe(0);
  });
});
