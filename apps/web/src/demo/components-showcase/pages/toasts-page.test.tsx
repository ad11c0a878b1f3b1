import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { useNotificationsStore } from '../../../shared/notifications/notifications-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_UI_ROUTES } from '../../routes/ui-routes';

// A page's chunk is transformed on its first open: on a busy machine that takes a while.
const FIRST_LOAD = { timeout: 20_000 };
vi.setConfig({ testTimeout: 45_000 });

serveDemoMock();

async function open() {
  const user = userEvent.setup();
  renderRoutes(DEMO_UI_ROUTES, '/components/toasts');
  await screen.findByRole('heading', { level: 1, name: 'Toasts' }, FIRST_LOAD);
  return user;
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('/components/toasts', () => {
  test('each button shows the app’s own toast of its kind, in the live region', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Show Success' }));
    expect(await within(region()).findByText('Your savings goal was updated.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show Error' }));
    const error = await within(region()).findByText('The payment did not go through.');
    // Errors go to the assertive region, the rest to the polite one.
    expect(error.closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
    expect(
      within(region()).getByText('Your savings goal was updated.').closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
    expect(region()).toContainElement(error);
    const items = useNotificationsStore.getState().items;
    expect(items.map((item) => [item.type, item.title])).toEqual([
      ['success', 'Success'],
      ['danger', 'Error'],
    ]);
  });

  test('the sticky one stays until closed', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Show one that stays' }));
    expect(await within(region()).findByText('This one stays until you close it.')).toBeVisible();
    expect(useNotificationsStore.getState().items[0]?.duration).toBe(0);
  });

  test('the toasts laid on the page close with their buttons', async () => {
    const user = await open();
    expect(screen.getAllByText('Your airtime balance is low.')).toHaveLength(1);
    await user.click(screen.getAllByRole('button', { name: 'Close Warning' })[0]!);
    expect(screen.queryByText('Your airtime balance is low.')).toBeNull();
  });
});
