import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { admin, health, ORGANISATION_ID, page, savings } from '../testing/fixtures';
import { CategoriesRoute } from './categories';

describe('/products/categories', () => {
  test('shows the seeded categories, with the tab lit', async () => {
    server.use(http.get('*/api/v1/categories', () => page([health, savings])));
    signIn(admin, ORGANISATION_ID);
    renderRoutes(
      [{ path: '/products/categories', element: <CategoriesRoute /> }],
      '/products/categories',
    );
    const card = (await screen.findByRole('heading', { name: 'Health insurance' })).closest('li');
    expect(within(card as HTMLElement).getByText('health-insurance')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Savings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
