import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { startDemoMock } from '../demo/mock/start-demo-mock';
import { serveDemoMock } from '../demo/mock/testing/demo-api';
import { renderRoutes } from '../shared/testing/render';
import { routes } from './router';

// `/` is the demo dashboard: its loader starts the mock (a service worker, which jsdom lacks);
// here the same handlers answer through the tests' server instead.
vi.mock('../demo/mock/start-demo-mock', () => ({ startDemoMock: vi.fn(async () => undefined) }));
vi.mock('chart.js', () => import('../shared/testing/fake-chart'));
serveDemoMock();

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

  test('/ renders the e-commerce demo dashboard inside the vertical layout, the mock started first', async () => {
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'eCommerce dashboard' }),
    ).toBeInTheDocument();
    expect(startDemoMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Pamoja`,
    );
    // Its cards read the demo's figures.
    expect(await screen.findByRole('heading', { level: 2, name: 'Revenue Report' })).toBeVisible();
  });
});
