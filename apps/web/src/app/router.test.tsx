import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../shared/testing/render';
import { routes } from './router';

describe('routes', () => {
  test('an unknown route renders the 404 page in the blank layout', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page not found · Pamoja'));
  });

  test.each([
    ['/misc/error', 'Page not found'],
    ['/misc/not-authorized', 'You are not authorized'],
    ['/misc/maintenance', 'Under maintenance'],
    ['/misc/coming-soon', 'Coming soon'],
  ])('%s renders its page', async (path, heading) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  test('/login renders the login form without the menu', async () => {
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail or phone number')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open theme customizer' })).toBeInTheDocument();
  });

  test('/ renders the dashboard inside the vertical layout, and the menu navigates', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Pamoja`,
    );

    await user.click(within(menu).getByRole('link', { name: 'Coming soon' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coming soon' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/coming-soon');
  });
});
