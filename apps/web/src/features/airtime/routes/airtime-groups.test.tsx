import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { AirtimeGroup } from '@pamoja/contract/airtime';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { airtimeMember, group, page, problem } from '../testing/fixtures';
import { AirtimeGroupsRoute } from './airtime-groups';

function renderGroups() {
  signIn(airtimeMember);
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/airtime/groups', element: <AirtimeGroupsRoute searchDelayMs={0} /> },
      { path: '/airtime/groups/:groupId', element: <h1>Group page</h1> },
    ],
    '/airtime/groups',
  );
  return { user, ...view };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('/airtime/groups', () => {
  test('loading, then an empty list that says what to do', async () => {
    server.use(http.get('*/api/v1/airtime-groups', () => page([])));
    renderGroups();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(
      await screen.findByText(
        'No groups yet. Create one, add the people, and buy airtime for all of them at once.',
      ),
    ).toBeInTheDocument();
  });

  test('ten a page with counts and totals; search asks the server and starts from page 1', async () => {
    const asked: URLSearchParams[] = [];
    const all = Array.from({ length: 12 }, (_, i) =>
      group(i + 1, { memberCount: i + 1, totalAmount: (i + 1) * 1000 }),
    );
    server.use(
      http.get('*/api/v1/airtime-groups', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const keyword = params.get('keyword');
        const n = Number(params.get('page'));
        const matching = keyword ? all.filter((item) => item.name.endsWith(keyword)) : all;
        return page(matching.slice((n - 1) * 10, n * 10), n, matching.length);
      }),
    );
    const { user } = renderGroups();
    const link = await screen.findByRole('link', { name: 'Group 1' });
    expect(link).toHaveAttribute('href', `/airtime/groups/${group(1).id}`);
    expect(link.closest('tr')).toHaveTextContent(/Group 1\s*1\s*Ksh\s1,000/);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(asked[0]?.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Group 12' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), '7');
    expect(await screen.findByRole('link', { name: 'Group 7' })).toBeInTheDocument();
    expect(asked.at(-1)?.get('keyword')).toBe('7');
    expect(asked.at(-1)?.get('page')).toBe('1');

    await user.type(screen.getByRole('searchbox', { name: 'Search groups' }), 'x');
    expect(await screen.findByText('No groups match “7x”.')).toBeInTheDocument();
  });

  test('creates a group after checking the name, then opens it', async () => {
    const bodies: unknown[] = [];
    const created = group(1, { name: 'Wazazi', description: 'Parents' });
    server.use(
      http.get('*/api/v1/airtime-groups', () => page([])),
      http.post('*/api/v1/airtime-groups', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { message: 'Airtime group Wazazi created.', data: created },
          { status: 201 },
        );
      }),
    );
    const { user, router } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await user.type(within(dialog).getByLabelText('Group name'), 'W');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await within(dialog).findByText('Must be at least 2 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Group name'), 'azazi');
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Parents');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/airtime/groups/${created.id}`),
    );
    expect(bodies).toEqual([{ name: 'Wazazi', description: 'Parents' }]);
    expect(await notifications().findByText('Airtime group Wazazi created.')).toBeInTheDocument();
  });

  test('a name already taken is said on the field, and the dialog stays', async () => {
    server.use(
      http.get('*/api/v1/airtime-groups', () => page([])),
      http.post('*/api/v1/airtime-groups', () =>
        problem(
          409,
          'GROUP_NAME_TAKEN',
          'You already have a group named "Wazazi": choose another name.',
        ),
      ),
    );
    const { user } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await user.type(within(dialog).getByLabelText('Group name'), 'Wazazi');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(
      await within(dialog).findByText(
        'You already have a group named "Wazazi": choose another name.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Group name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('asks before deleting, and deletes only when confirmed', async () => {
    const deleted: string[] = [];
    let groups: AirtimeGroup[] = [group(1, { memberCount: 3, totalAmount: 300 })];
    server.use(
      http.get('*/api/v1/airtime-groups', () => page(groups)),
      http.delete('*/api/v1/airtime-groups/:id', ({ params }) => {
        deleted.push(String(params.id));
        groups = [];
        return HttpResponse.json({ message: 'Airtime group deleted.', data: null });
      }),
    );
    const { user } = renderGroups();
    await user.click(await screen.findByRole('button', { name: 'Delete Group 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Group 1?' });
    expect(dialog).toHaveTextContent('The group and its 3 members will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Group 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Group 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([group(1).id]));
    expect(await notifications().findByText('Airtime group deleted.')).toBeInTheDocument();
    expect(await screen.findByText(/^No groups yet\./)).toBeInTheDocument();
  });
});
