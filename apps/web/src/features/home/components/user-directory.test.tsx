import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import type { DirectoryUser } from '@pamoja/contract/user-directory';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { UserDirectory } from './user-directory';

const superAdmin: UserData = {
  ...member,
  role: 'SUPER_ADMIN',
  roles: ['SUPER_ADMIN'],
  ability: ROLE_ABILITIES.SUPER_ADMIN,
};

const person = (n: number, status: DirectoryUser['status'] = 'ACTIVE'): DirectoryUser => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  fullName: `Person ${n}`,
  email: `person${n}@pamoja.test`,
  phoneNumber: `25471100${String(n).padStart(4, '0')}`,
  status,
  platformRole: null,
  roles: ['MEMBER'],
  organisations: [],
  lastSignInAt: null,
  createdAt: '2026-03-01T08:00:00.000Z',
});

/** The directory over `people`: records each query and each status change. */
function serve(people: DirectoryUser[], refuse?: { status: number; errorMessage: string }) {
  const queries: Record<string, string>[] = [];
  const changes: { url: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/v1/users', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const rows = people.filter(
        (row) =>
          (!query.status || row.status === query.status) &&
          (!query.search || row.fullName.includes(query.search)),
      );
      return HttpResponse.json({
        message: 'Success',
        data: rows,
        pagination: { page: Number(query.page), limit: 10, total: rows.length },
      });
    }),
    http.put('*/api/v1/users/:id/:action', async ({ request, params }) => {
      changes.push({ url: `${params.id}/${params.action}`, body: await request.text() });
      if (refuse) {
        return HttpResponse.json(
          { statusCode: refuse.status, code: 'REFUSED', errorMessage: refuse.errorMessage },
          { status: refuse.status },
        );
      }
      const row = people.find((item) => item.id === params.id)!;
      row.status = params.action === 'suspend' ? 'DISABLED' : 'ACTIVE';
      return HttpResponse.json({ message: 'The account changed.', data: row });
    }),
  );
  return { queries, changes };
}

function renderDirectory() {
  signIn(superAdmin);
  renderRoutes([{ path: '/admin', element: <UserDirectory /> }], '/admin');
  return userEvent.setup();
}

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('tr') as HTMLTableRowElement;

describe('the user directory', () => {
  test('filters by search and status, back on page one each time', async () => {
    const { queries } = serve([person(1), person(2, 'DISABLED'), person(12)]);
    const user = renderDirectory();
    expect(await rowOf('Person 12')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by name, e-mail or phone'), 'Person 1');
    await waitFor(() => expect(screen.queryByText('Person 2')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Status'), 'Suspended');
    await waitFor(() => expect(screen.queryByText('Person 12')).not.toBeInTheDocument());
    expect(queries.at(-1)).toMatchObject({ search: 'Person 1', status: 'DISABLED', page: '1' });
    expect(screen.getByText(/Page 1 · 0 people/)).toBeInTheDocument();
  });

  test('suspends with a reason, which it asks for first', async () => {
    const people = [person(1)];
    const { changes } = serve(people);
    const user = renderDirectory();
    await user.click(within(await rowOf('Person 1')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Person 1?' });
    expect(dialog).toHaveTextContent('They are signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(/enter a reason/i)).toBeInTheDocument();
    expect(changes).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'Shared their PIN');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([
      { url: `${people[0]!.id}/suspend`, body: JSON.stringify({ reason: 'Shared their PIN' }) },
    ]);
    const row = await rowOf('Person 1');
    expect(await within(row).findByText('Suspended')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  test('reactivates only after a confirmation', async () => {
    const people = [person(2, 'DISABLED')];
    const { changes } = serve(people);
    const user = renderDirectory();
    await user.click(within(await rowOf('Person 2')).getByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Person 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([]);
    await user.click(within(await rowOf('Person 2')).getByRole('button', { name: 'Reactivate' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }),
    );
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]!.url).toBe(`${people[0]!.id}/reactivate`);
    expect(await within(await rowOf('Person 2')).findByText('Active')).toBeInTheDocument();
  });

  test('a refusal is said in the dialog, which stays open', async () => {
    serve([person(1)], { status: 409, errorMessage: 'This account is already suspended.' });
    const user = renderDirectory();
    await user.click(within(await rowOf('Person 1')).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account is already suspended.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
