import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { Profile } from '@pamoja/contract/users';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { ProfileRoute } from '../routes/profile';

const profile: Profile = {
  ...member,
  dateOfBirth: null,
  idNumber: null,
  address: { line1: '', line2: '', city: '', county: '', postalCode: '', country: 'KE' },
  referralCode: 'PMJ-7KQ2MX',
  createdAt: '2026-01-15T08:00:00.000Z',
};

function renderProfile() {
  server.use(
    http.get('*/api/v1/users/me', () => HttpResponse.json({ message: 'Success', data: profile })),
  );
  signIn(member);
  const user = userEvent.setup();
  renderRoutes([{ path: '/profile', element: <ProfileRoute /> }], '/profile');
  return user;
}

describe('/profile: referral code', () => {
  test('shows the code and copies it, announcing "Copied"', async () => {
    const user = renderProfile();
    const button = await screen.findByRole('button', { name: 'Copy referral code PMJ-7KQ2MX' });
    const details = button.closest('.referral-code') as HTMLElement;
    expect(within(details).getByText('PMJ-7KQ2MX')).toBeInTheDocument();
    expect(screen.getByText('Referral code').tagName).toBe('DT');
    const status = within(details).getByRole('status');
    expect(status).toHaveTextContent('');

    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('PMJ-7KQ2MX');
    expect(status).toHaveTextContent('Copied');
  });

  test('says so when the browser refuses the clipboard, the code staying visible', async () => {
    const user = renderProfile();
    const button = await screen.findByRole('button', { name: 'Copy referral code PMJ-7KQ2MX' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(button);
    const details = within(button.closest('.referral-code') as HTMLElement);
    expect(details.getByRole('status')).toHaveTextContent(
      'Could not copy. Select the code and copy it yourself.',
    );
    expect(details.getByText('PMJ-7KQ2MX')).toBeInTheDocument();
  });
});
