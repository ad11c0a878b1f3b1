import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadNamespace } from '../../../shared/i18n/i18n';
import { renderRoutes } from '../../../shared/testing/render';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_USER_ROUTES } from '../../routes/user-routes';
import { UserViewRoute } from './user-view-route';

serveDemoMock();
beforeAll(() => loadNamespace('demo-users'));

function renderView(path: string) {
  const user = userEvent.setup();
  renderRoutes([{ path: '/apps/user/view/:id', element: <UserViewRoute /> }], path);
  return user;
}

describe('/apps/user/view/:id', () => {
  test('the user card, the plan card and the five tabs', async () => {
    renderView('/apps/user/view/3');
    const person = demoStore().directoryUsers[2]!;
    expect(
      await screen.findByRole('heading', { level: 1, name: person.fullName }),
    ).toBeInTheDocument();
    const card = screen
      .getByRole('heading', { level: 2, name: person.fullName })
      .closest('section') as HTMLElement;
    expect(within(card).getByText(person.email)).toBeInTheDocument();
    expect(within(card).getByText(`@${person.username}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade plan' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Account',
      'Security',
      'Billing & plans',
      'Notifications',
      'Connections',
    ]);
    // The account tab lists the latest invoices from the invoice app.
    const invoices = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByRole('link', { name: '#5022' })).toBeInTheDocument();
  });

  test('the tabs switch by click and by arrow keys; security checks the new password', async () => {
    const user = renderView('/apps/user/view/3');
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    // The tab's form loads when the tab is first opened.
    expect(
      await screen.findByRole('heading', { name: 'Change password' }, { timeout: 15000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();

    await user.keyboard('{Shift>}{Tab}{/Shift}');
    screen.getByRole('tab', { name: 'Security' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Billing & plans' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Billing address' })).toBeInTheDocument();
  });

  test('an unknown id shows the 404 message with the way back', async () => {
    renderView('/apps/user/view/999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User 999 does not exist.');
    expect(within(alert).getByRole('link', { name: 'Back to the users' })).toHaveAttribute(
      'href',
      '/apps/user/list',
    );
  });

  test('/apps/user/view opens the first user', async () => {
    const { router } = renderRoutes(DEMO_USER_ROUTES, '/apps/user/view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/user/view/1'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: demoStore().directoryUsers[0]!.fullName,
      }),
    ).toBeInTheDocument();
  });
});
