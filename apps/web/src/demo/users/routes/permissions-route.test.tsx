import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { PermissionsRoute } from './permissions-route';

serveDemoMock();
beforeAll(() => loadNamespace('demo-users'));

function renderPermissions() {
  const user = userEvent.setup();
  renderRoutes([{ path: '/apps/permissions', element: <PermissionsRoute /> }], '/apps/permissions');
  return user;
}

const table = () => screen.getByRole('table', { name: 'Permissions' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const names = () => rows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const rowOf = (name: string) => rows().find((row) => within(row).queryByText(name))!;

describe('/apps/permissions', () => {
  test('the nine sample permissions with the roles that hold them', async () => {
    renderPermissions();
    await screen.findByRole('table', { name: 'Permissions' });
    expect(names()).toHaveLength(9);
    expect(screen.getByText('1–9 of 9')).toBeInTheDocument();
    const row = rowOf('Project Planning');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Administrator', 'User', 'Support']);
  });

  test('search covers the name and the date created; the filter keeps one role', async () => {
    const user = renderPermissions();
    await screen.findByRole('table', { name: 'Permissions' });
    const box = screen.getByRole('searchbox', { name: 'Search permissions' });
    await user.click(box);
    await user.paste('manage');
    await waitFor(
      () =>
        expect(names()).toEqual([
          'Management',
          'Manage Billing & Roles',
          'Manage Email Sequences',
          'Financial Management',
          "Manage Others' Tasks",
        ]),
      { timeout: 15000 },
    );
    await user.clear(box);
    const date = demoStore().permissions[6]!.createdDate;
    await user.paste(date);
    await waitFor(() => expect(names()).toEqual(['Only View']));
    await user.clear(box);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Manager');
    await waitFor(() =>
      expect(names()).toEqual([
        'Add & Remove Users',
        'Client Communication',
        'Financial Management',
      ]),
    );
  });

  test('a new permission is assigned to the administrator only; ten a page', async () => {
    const user = renderPermissions();
    await screen.findByRole('table', { name: 'Permissions' });
    await user.click(screen.getByRole('button', { name: 'Add permission' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Add permission' },
      { timeout: 15000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create permission' }));
    expect(await within(dialog).findByText('Enter the permission’s name.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Permission name'), 'Audit Logs');
    await user.click(within(dialog).getByRole('button', { name: 'Create permission' }));
    expect(await screen.findByText('Permission Audit Logs was added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeInTheDocument());
    expect(
      within(rowOf('Audit Logs'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Administrator']);
    expect(demoStore().permissions.at(-1)).toMatchObject({
      name: 'Audit Logs',
      assignedTo: ['administrator'],
    });

    // An eleventh goes to a second page.
    await user.click(screen.getByRole('button', { name: 'Add permission' }));
    const again = await screen.findByRole('dialog', { name: 'Add permission' });
    expect(within(again).getByLabelText('Permission name')).toHaveValue('');
    await user.type(within(again).getByLabelText('Permission name'), 'Export Data');
    await user.click(within(again).getByRole('button', { name: 'Create permission' }));
    await waitFor(() => expect(screen.getByText('1–10 of 11')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(names()).toEqual(['Export Data']));
    // Deleting the only row of the last page shows the page before it, not an empty one.
    await user.click(screen.getByRole('button', { name: 'Delete Export Data' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeInTheDocument());
    expect(names()).toHaveLength(10);
  });

  test('edit renames a permission', async () => {
    const user = renderPermissions();
    await screen.findByRole('table', { name: 'Permissions' });
    await user.click(screen.getByRole('button', { name: 'Edit Only View' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Edit permission' },
      { timeout: 15000 },
    );
    const name = within(dialog).getByLabelText('Permission name');
    expect(name).toHaveValue('Only View');
    await user.clear(name);
    await user.type(name, 'View Only');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(names()).toContain('View Only'));
    expect(names()).not.toContain('Only View');
  });

  test('delete asks first, then removes the permission', async () => {
    const user = renderPermissions();
    await screen.findByRole('table', { name: 'Permissions' });
    await user.click(screen.getByRole('button', { name: 'Delete Project Planning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this permission?' });
    expect(dialog).toHaveTextContent('Project Planning will be removed from every role.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).not.toContain('Project Planning'));
    expect(screen.getByText('1–8 of 8')).toBeInTheDocument();
  });
});
