import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { RolesRoute } from './roles-route';

serveDemoMock();
beforeAll(() => loadNamespace('demo-users'));

function renderRoles() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/apps/roles', element: <RolesRoute /> }], '/apps/roles');
  return user;
}

const ticked = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked && box.getAttribute('aria-label'))
    .map((box) => box.getAttribute('aria-label'));

describe('/apps/roles', () => {
  test('a card per role with its count and faces, and the users table', async () => {
    renderRoles();
    const cards = await screen.findByRole('list', { name: 'Roles' });
    for (const name of ['Administrator', 'Manager', 'Users', 'Support', 'Restricted User']) {
      expect(within(cards).getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(within(cards).getByText('Total users: 4')).toBeInTheDocument();
    const faces = await screen.findByRole('list', { name: 'Some users with the role Manager' });
    expect(within(faces).getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
  });

  test('edit opens the grid ticked with what the role holds; select all ticks every box', async () => {
    const user = renderRoles();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Edit role Manager' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Edit role Manager' },
      { timeout: 15000 },
    );
    expect(within(dialog).getByLabelText('Role name')).toHaveValue('Manager');
    // The manager holds three of the nine sample permissions (read, write and create of each).
    await waitFor(() => expect(ticked(dialog)).toHaveLength(9));
    expect(ticked(dialog)).toContain('Read: Add & Remove Users');
    expect(ticked(dialog)).not.toContain('Read: Management');
    await user.click(within(dialog).getByLabelText('Select all (administrator access)'));
    expect(ticked(dialog)).toHaveLength(27);
    await user.clear(within(dialog).getByLabelText('Role name'));
    await user.type(within(dialog).getByLabelText('Role name'), 'Head manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Head manager' })).toBeInTheDocument();
  });

  test('a new role needs a name no other role has', async () => {
    const user = renderRoles();
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Add new role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new role' }, { timeout: 15000 });
    expect(ticked(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the role’s name.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Role name'), 'support');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another role has this name.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Role name'));
    await user.type(within(dialog).getByLabelText('Role name'), 'Auditor');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Read: Only View' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Auditor' })).toBeInTheDocument();
  });
});
