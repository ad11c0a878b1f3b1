import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { AirtimeGroupMember, AirtimeImportResult } from '@pamoja/contract/airtime';
import { AIRTIME_IMPORT_MAX_BYTES } from '@pamoja/contract/airtime';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { airtimeMember, group, groupMember, problem, TELCOS } from '../testing/fixtures';
import { AirtimeGroupRoute } from './airtime-group';

const wazazi = group(1, { name: 'Wazazi', description: 'Parents of the class' });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The group's server: members kept in memory, every change recorded. */
function groupApi(initial: AirtimeGroupMember[]) {
  let members = [...initial];
  const calls: Call[] = [];
  const keywords: (string | null)[] = [];
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/v1/', '');
    const body = request.method === 'DELETE' ? null : await request.json();
    calls.push({ method: request.method, path, body });
  };
  server.use(
    http.get('*/api/v1/telcos/active', () =>
      HttpResponse.json({ message: 'Success', data: TELCOS }),
    ),
    http.get('*/api/v1/airtime-groups/:id', ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword');
      keywords.push(keyword);
      const shown = keyword ? members.filter((item) => item.name.includes(keyword)) : members;
      return HttpResponse.json({
        message: 'Success',
        data: {
          ...wazazi,
          memberCount: members.length,
          totalAmount: members.reduce((sum, item) => sum + item.amount, 0),
          members: shown.slice(0, 10),
        },
        pagination: { page: 1, limit: 10, total: shown.length },
      });
    }),
    http.put('*/api/v1/airtime-groups/update-member/:id/:memberId', async ({ request, params }) => {
      await record(request);
      const changes = calls.at(-1)!.body as Partial<AirtimeGroupMember>;
      members = members.map((item) =>
        item.id === params.memberId ? { ...item, ...changes } : item,
      );
      return HttpResponse.json({ message: 'Member updated.', data: null });
    }),
    http.put('*/api/v1/airtime-groups/add-member/:id', async ({ request }) => {
      await record(request);
      const body = calls.at(-1)!.body as Pick<
        AirtimeGroupMember,
        'name' | 'phoneNumber' | 'amount'
      >;
      const added = groupMember(members.length + 50, body);
      members = [...members, added];
      return HttpResponse.json({ message: 'Member added.', data: added });
    }),
    http.delete(
      '*/api/v1/airtime-groups/remove-member/:id/:memberId',
      async ({ request, params }) => {
        await record(request);
        members = members.filter((item) => item.id !== params.memberId);
        return HttpResponse.json({ message: 'Member removed.', data: null });
      },
    ),
  );
  return { calls, keywords };
}

function renderGroup() {
  signIn(airtimeMember);
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/airtime/groups/:groupId',
        element: (
          <AirtimeGroupRoute searchDelayMs={0} timing={{ intervalMs: 20, timeoutMs: 5_000 }} />
        ),
      },
    ],
    `/airtime/groups/${wazazi.id}`,
  );
  return user;
}

const three = () => [
  groupMember(1, { name: 'Amina Otieno', amount: 500 }),
  groupMember(2, { name: 'Brian Kamau', amount: 700 }),
  groupMember(3, { name: 'Chebet Rono', amount: 300 }),
];
const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('/airtime/groups/:groupId: the group and its members', () => {
  test('the header says how many and how much; the table lists and searches the members', async () => {
    const { keywords } = groupApi(three());
    const user = renderGroup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wazazi' })).toBeInTheDocument();
    expect(screen.getByText('Parents of the class')).toBeInTheDocument();
    expect(screen.getByTestId('group-member-count')).toHaveTextContent('3');
    expect(screen.getByTestId('group-total')).toHaveTextContent(/^Ksh\s1,500$/);
    expect(row('Brian Kamau')).toHaveTextContent(/Brian Kamau\s*0712 000 002\s*Ksh\s700/);

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'Chebet');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Amina Otieno' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Chebet Rono' })).toBeInTheDocument();
    expect(keywords.at(-1)).toBe('Chebet');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'x');
    expect(await screen.findByText('No members match “Chebetx”.')).toBeInTheDocument();
  });

  test('edits a row in place: checks it, sends only what changed, and Escape leaves it', async () => {
    const { calls } = groupApi(three());
    const user = renderGroup();
    await screen.findByRole('cell', { name: 'Amina Otieno' });
    await user.click(screen.getByRole('button', { name: 'Edit Amina Otieno' }));
    const amount = screen.getByRole('textbox', { name: 'Amount for Amina Otieno (KES)' });
    expect(screen.getByRole('textbox', { name: 'Name of Amina Otieno' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Phone number of Amina Otieno' })).toHaveValue(
      '0712000001',
    );

    await user.clear(amount);
    await user.type(amount, '20000');
    await user.click(screen.getByRole('button', { name: 'Save changes to Amina Otieno' }));
    expect(await screen.findByText('Must be between KES 10 and KES 10,000.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '250{Enter}');
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'PUT',
          path: `airtime-groups/update-member/${wazazi.id}/${groupMember(1).id}`,
          body: { amount: 250 },
        },
      ]),
    );
    expect(await screen.findByTestId('group-total')).toHaveTextContent(/^Ksh\s1,250$/);
    expect(row('Amina Otieno')).toHaveTextContent(/Ksh\s250/);

    await user.click(screen.getByRole('button', { name: 'Edit Brian Kamau' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of Brian Kamau' }), ' Jr{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Name of Brian Kamau' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Brian Kamau' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  test('removes a member only after confirming', async () => {
    const { calls } = groupApi(three());
    const user = renderGroup();
    await screen.findByRole('cell', { name: 'Chebet Rono' });
    await user.click(screen.getByRole('button', { name: 'Remove Chebet Rono' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Chebet Rono from Wazazi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Chebet Rono' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Chebet Rono from Wazazi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Chebet Rono' })).toBeNull());
    expect(calls).toEqual([
      {
        method: 'DELETE',
        path: `airtime-groups/remove-member/${wazazi.id}/${groupMember(3).id}`,
        body: null,
      },
    ]);
    expect(screen.getByTestId('group-member-count')).toHaveTextContent('2');
  });

  test('adds one member, normalised, after checking the fields; a duplicate phone is said on it', async () => {
    const { calls } = groupApi([]);
    const user = renderGroup();
    expect(
      await screen.findByText('No members yet. Add them one by one below, or upload a file.'),
    ).toBeInTheDocument();
    // Nothing to buy for yet.
    expect(screen.getByRole('button', { name: 'Buy for group' })).toBeDisabled();

    const form = screen.getByRole('form', { name: 'Add a member' });
    // The button sits on the inputs' line: a label-high spacer above it, like the fields' labels.
    const addColumn = within(form).getByRole('button', { name: 'Add' }).parentElement;
    expect(addColumn?.firstElementChild).toHaveClass('form-label');
    expect(addColumn?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await user.type(within(form).getByLabelText('Phone number'), '0733');
    expect(within(form).getByText('Network: Airtel Kenya')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Amount (KES)'), '5');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Enter a name.')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter a phone number such as 0712 345 678.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Must be between KES 10 and KES 10,000.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), 'Daudi Mwangi');
    await user.type(within(form).getByLabelText('Phone number'), '000111');
    await user.clear(within(form).getByLabelText('Amount (KES)'));
    await user.type(within(form).getByLabelText('Amount (KES)'), '150');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('cell', { name: 'Daudi Mwangi' })).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: `airtime-groups/add-member/${wazazi.id}`,
        body: { name: 'Daudi Mwangi', phoneNumber: '254733000111', amount: 150 },
      },
    ]);
    expect(within(form).getByLabelText('Name')).toHaveValue('');

    server.use(
      http.put('*/api/v1/airtime-groups/add-member/:id', () =>
        problem(
          409,
          'DUPLICATE_PHONE',
          'This phone number is already in the group: edit that member instead.',
        ),
      ),
    );
    await user.type(within(form).getByLabelText('Name'), 'Daudi again');
    await user.type(within(form).getByLabelText('Phone number'), '0733000111');
    await user.type(within(form).getByLabelText('Amount (KES)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText(
        'This phone number is already in the group: edit that member instead.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/airtime/groups/:groupId: uploading members', () => {
  const report: AirtimeImportResult = {
    format: 'csv',
    rows: 6,
    added: 3,
    duplicates: 1,
    rejected: 2,
    duplicateRows: [
      {
        line: 5,
        reason: 'This phone number is already on line 2 of the file.',
        phoneNumber: '254712000001',
      },
    ],
    rejectedRows: [
      { line: 3, reason: 'Enter a phone number such as 0712 345 678.', phoneNumber: '12345' },
      {
        line: 7,
        reason: 'The amount must be between KES 10 and KES 10,000.',
        phoneNumber: '254722000333',
      },
    ],
  };

  async function openImport(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('tab', { name: 'Upload a file' }));
    return screen.findByLabelText(/Drop a CSV or XLSX file here/);
  }

  test('offers both templates as plain downloads', async () => {
    groupApi(three());
    const user = renderGroup();
    await openImport(user);
    expect(screen.getByRole('link', { name: 'CSV template' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/v1\/airtime-groups\/templates\/csv$/),
    );
    expect(screen.getByRole('link', { name: 'XLSX template' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/v1\/airtime-groups\/templates\/xlsx$/),
    );
  });

  test('a file over 5 MB is refused before anything is sent', async () => {
    groupApi(three());
    let uploads = 0;
    server.use(
      http.put('*/api/v1/airtime-groups/add-members/:id', () => {
        uploads += 1;
        return HttpResponse.json({ message: 'ok', data: report });
      }),
    );
    const user = renderGroup();
    const input = await openImport(user);
    const big = new File([new Uint8Array(AIRTIME_IMPORT_MAX_BYTES + 1)], 'members.csv', {
      type: 'text/csv',
    });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'members.csv is 5 MB, but a file can be at most 5 MB. Split it into smaller files and upload them one after another.',
    );
    expect(uploads).toBe(0);
  });

  test('a dropped file is sent as the `file` field, and the report lists the rows left out', async () => {
    groupApi(three());
    const received: { type: string | null; field: string }[] = [];
    server.use(
      http.put('*/api/v1/airtime-groups/add-members/:id', async ({ request }) => {
        // jsdom's File does not cross into Node's fetch whole (name and bytes are lost on the
        // way), so only the shape of the request is checked here; browsers send the file as is.
        const file = (await request.formData()).get('file');
        received.push({
          type: request.headers.get('content-type'),
          field: Object.prototype.toString.call(file),
        });
        return HttpResponse.json({ message: '3 members added.', data: report });
      }),
    );
    const user = renderGroup();
    await openImport(user);
    const csv = new File(['name,phone,amount\nAmina,0712000001,100\n'], 'members.csv', {
      type: 'text/csv',
    });
    fireEvent.drop(screen.getByTestId('airtime-drop'), { dataTransfer: { files: [csv] } });

    const section = await screen.findByRole('region', { name: 'Upload report' });
    expect(within(section).getByText('6 rows read from the CSV file.')).toBeInTheDocument();
    expect(within(section).getByTestId('import-added')).toHaveTextContent('3');
    expect(within(section).getByTestId('import-duplicates')).toHaveTextContent('1');
    expect(within(section).getByTestId('import-rejected')).toHaveTextContent('2');
    const rejected = within(section).getByRole('table', { name: 'Rejected rows' });
    const rows = within(rejected).getAllByRole('row').slice(1);
    expect(rows.map((item) => item.textContent)).toEqual([
      '312345Enter a phone number such as 0712 345 678.',
      '70722 000 333The amount must be between KES 10 and KES 10,000.',
    ]);
    const duplicates = within(section).getByRole('table', { name: 'Duplicate rows' });
    expect(within(duplicates).getAllByRole('row')[1]).toHaveTextContent(
      /^50712 000 001This phone number is already on line 2 of the file\.$/,
    );
    expect(received).toEqual([
      { type: expect.stringMatching(/^multipart\/form-data; boundary=/), field: '[object File]' },
    ]);
  });

  test('the server’s words are shown when it refuses the file (415)', async () => {
    groupApi(three());
    server.use(
      http.put('*/api/v1/airtime-groups/add-members/:id', () =>
        problem(
          415,
          'UNSUPPORTED_FILE_TYPE',
          'The file is not a CSV or XLSX file. Download the template, fill it in and upload it as .csv or .xlsx.',
        ),
      ),
    );
    const user = renderGroup();
    const input = await openImport(user);
    await user.upload(input, new File(['%PDF-1.4'], 'members.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is not a CSV or XLSX file. Download the template, fill it in and upload it as .csv or .xlsx.',
    );
    expect(screen.queryByRole('region', { name: 'Upload report' })).toBeNull();
  });
});
