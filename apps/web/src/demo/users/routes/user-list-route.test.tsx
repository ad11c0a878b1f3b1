import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { UserListRoute } from './user-list-route';

serveDemoMock();
beforeAll(() => loadNamespace('demo-users'));

/** Pastes rather than types: long forms typed key by key are slow on busy machines. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderList() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/apps/user/list', element: <UserListRoute /> }], '/apps/user/list');
  return user;
}

const users = () => demoStore().directoryUsers;
const table = () => screen.getByRole('table', { name: 'Users' });
const shownNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]!.textContent);
const stat = (label: string) => screen.getByText(label).previousElementSibling?.textContent;

describe('/apps/user/list', () => {
  test('four stat cards from the whole directory, then ten users a page', async () => {
    renderList();
    await screen.findByRole('table', { name: 'Users' });
    await waitFor(() => expect(stat('Total users')).toBe('50'));
    const count = (status: string) => String(users().filter((u) => u.status === status).length);
    expect(stat('Active users')).toBe(count('active'));
    expect(stat('Pending users')).toBe(count('pending'));
    expect(stat('Inactive users')).toBe(count('inactive'));
    expect(shownNames()).toHaveLength(10);
    expect(screen.getByText('1–10 of 50')).toBeInTheDocument();
    // Newest first, as the template's list.
    expect(shownNames()[0]).toBe(users()[49]!.fullName);
  });

  test.each([
    ['Role', 'Editor', 'role', 'editor'],
    ['Plan', 'Team', 'currentPlan', 'team'],
    ['Status', 'Pending', 'status', 'pending'],
  ] as const)('the %s filter keeps the matching users', async (label, option, field, value) => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Users' });
    await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
    const expected = users().filter((candidate) => candidate[field] === value);
    await waitFor(() =>
      expect(
        screen.getByText(`1–${Math.min(10, expected.length)} of ${expected.length}`),
      ).toBeInTheDocument(),
    );
    for (const name of shownNames()) {
      expect(expected.map((candidate) => candidate.fullName)).toContain(name);
    }
  });

  test('the search covers e-mail and billing', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Users' });
    const target = users()[12]!;
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.click(box);
    await user.paste(target.email);
    await waitFor(() => expect(shownNames()).toEqual([target.fullName]), { timeout: 15000 });
    await user.clear(box);
    await user.paste('Manual - Cash');
    const cash = users().filter((candidate) => candidate.billing === 'Manual - Cash');
    await waitFor(() =>
      expect(
        screen.getByText(`1–${Math.min(10, cash.length)} of ${cash.length}`),
      ).toBeInTheDocument(),
    );
  });

  test('the user column sorts by name', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'User' }));
    const sorted = users()
      .map((candidate) => candidate.fullName)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await waitFor(() => expect(shownNames()).toEqual(sorted.slice(0, 10)));
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('add user checks the form, then the mock answers 201 and the search finds the user', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' }, { timeout: 15000 });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(within(dialog).getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a role.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a plan.')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Full name'), 'Amina Otieno');
    await fill(user, within(dialog).getByLabelText('Username'), 'amina.otieno');
    await fill(user, within(dialog).getByLabelText('E-mail'), 'amina@example.com');
    await user.selectOptions(within(dialog).getByLabelText('User role'), 'Author');
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'Enterprise');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Amina Otieno was added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(users().at(-1)).toMatchObject({
      id: 51,
      fullName: 'Amina Otieno',
      role: 'author',
      currentPlan: 'enterprise',
    });
    await waitFor(() => expect(stat('Total users')).toBe('51'));

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'amina@example');
    await waitFor(() => expect(shownNames()).toEqual(['Amina Otieno']), { timeout: 15000 });
    // A whole form typed, a dialog loaded and two lists refetched: more than the default time.
  }, 60_000);

  test('a taken e-mail is refused on its field', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' }, { timeout: 15000 });
    await fill(user, within(dialog).getByLabelText('Full name'), 'Someone');
    await fill(user, within(dialog).getByLabelText('Username'), 'someone-new');
    await user.type(within(dialog).getByLabelText('E-mail'), users()[0]!.email);
    await user.selectOptions(within(dialog).getByLabelText('User role'), 'Editor');
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'Basic');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This email is already in use.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(users()).toHaveLength(50);
  });

  test('delete asks first, then removes the user', async () => {
    const user = renderList();
    await screen.findByRole('table', { name: 'Users' });
    const target = users()[48]!;
    await user.click(await screen.findByRole('button', { name: `Delete ${target.fullName}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(shownNames()).toContain(target.fullName);
    await user.click(screen.getByRole('button', { name: `Delete ${target.fullName}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(shownNames()).not.toContain(target.fullName));
    expect(screen.getByText('1–10 of 49')).toBeInTheDocument();
  });
});
