import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import { walletMember } from '../features/wallet/testing/fixtures';
import { renderRoutes } from '../shared/testing/render';
import { server } from '../shared/testing/server';
import { signIn } from '../shared/testing/session';
import { patchRoutesOnNavigation, routes } from './router';

const empty = () =>
  HttpResponse.json({
    message: 'Success',
    data: [],
    pagination: { page: 1, limit: 10, total: 0 },
  });

function renderApp(path: string, userData: UserData) {
  signIn(userData);
  server.use(
    http.get('*/api/v1/accounts/user/:id', () =>
      HttpResponse.json({
        message: 'Success',
        data: [{ currency: 'KES', balance: 1_234_567.5, available: 1_200_000, held: 34_567.5 }],
      }),
    ),
    http.get('*/api/v1/transactions', empty),
    http.get('*/api/v1/bank-accounts', empty),
  );
  return renderRoutes(routes, path, { patchRoutesOnNavigation });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('wallet, beneficiaries and transactions routes', () => {
  test.each([
    ['/wallet', 'Wallet'],
    ['/beneficiaries', 'Beneficiaries'],
    ['/transactions', 'Transactions'],
  ])('%s opens in the main layout for a member', async (path, name) => {
    renderApp(path, walletMember);
    expect(await heading(name)).toBeInTheDocument();
  });

  test('the menu lists the three pages for a member whose role may use them', async () => {
    renderApp('/wallet', walletMember);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(within(menu).getByRole('link', { name: 'Beneficiaries' })).toHaveAttribute(
      'href',
      '/beneficiaries',
    );
    expect(within(menu).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  test('the wallet shows available, held and balance with separators and the currency', async () => {
    renderApp('/wallet', walletMember);
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent(/^Ksh\s1,200,000$/);
    expect(screen.getByTestId('wallet-held')).toHaveTextContent(/^Ksh\s34,567\.50$/);
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent(/^Ksh\s1,234,567\.50$/);
  });

  test('a role without the Transaction and Beneficiary abilities sees neither link nor page', async () => {
    const walletOnly: UserData = {
      ...walletMember,
      ability: walletMember.ability.filter(
        (rule) => rule.subject !== 'Transaction' && rule.subject !== 'Beneficiary',
      ),
    };
    const { router } = renderApp('/transactions', walletOnly);
    expect(await heading('You are not authorized')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');

    await router.navigate('/wallet');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Wallet' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Transactions' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Beneficiaries' })).toBeNull();
  });
});
