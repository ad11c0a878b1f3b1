import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Profile } from '@pamoja/contract/users';
import { useSessionStore } from '../../../shared/session/session-store';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { ProfileRoute } from './profile';

const profile: Profile = {
  ...member,
  dateOfBirth: '1990-04-30',
  idNumber: '12345678',
  address: {
    line1: '12 Moi Avenue',
    line2: '',
    city: 'Nairobi',
    county: 'Nairobi',
    postalCode: '00100',
    country: 'KE',
  },
  referralCode: 'PMJ-7KQ2MX',
  createdAt: '2026-01-15T08:00:00.000Z',
};

const problem = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json(
    { statusCode: status, code, errorMessage: message, message, details },
    { status },
  );

function serveProfile(current: Profile = profile) {
  server.use(
    http.get('*/api/v1/users/me', () => HttpResponse.json({ message: 'Success', data: current })),
  );
}

function renderProfile(path = '/profile') {
  signIn(member);
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/profile', element: <ProfileRoute /> }], path);
  const tab = (name: string) => user.click(screen.getByRole('tab', { name }));
  return { user, tab, ...view };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('/profile: details', () => {
  test('shows the profile with the edit form filled in', async () => {
    serveProfile();
    renderProfile();
    expect(await screen.findByLabelText('First name')).toHaveValue('Amani');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1990-04-30');
    expect(screen.getByLabelText('National ID number')).toHaveValue('12345678');
    expect(screen.getByText('0712 345 678')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a profile fetch refreshes the stored user data, not its extra fields', async () => {
    serveProfile({ ...profile, firstName: 'Amina', fullName: 'Amina Wanjiru' });
    renderProfile();
    await screen.findByLabelText('First name');
    await waitFor(() =>
      expect(useSessionStore.getState().userData?.fullName).toBe('Amina Wanjiru'),
    );
    expect(useSessionStore.getState().userData).not.toHaveProperty('address');
  });

  test('invalid values are refused before sending', async () => {
    serveProfile();
    let calls = 0;
    server.use(http.put('*/api/v1/users/me', () => ((calls += 1), HttpResponse.json({}))));
    const { user } = renderProfile();
    const id = await screen.findByLabelText('National ID number');
    await user.clear(id);
    await user.type(id, '12ab');
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Must be 6 to 10 digits.')).toBeInTheDocument();
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  test('saves a PROFILE update; the navbar name follows', async () => {
    serveProfile();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/users/me', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json({
          message: 'Profile updated.',
          data: { ...profile, firstName: 'Neema', fullName: 'Neema Wanjiru', idNumber: null },
        });
      }),
    );
    const { user } = renderProfile();
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Neema');
    await user.clear(screen.getByLabelText('National ID number'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await notifications().findByText('Profile updated.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        type: 'PROFILE',
        firstName: 'Neema',
        lastName: 'Wanjiru',
        dateOfBirth: '1990-04-30',
        idNumber: null,
        avatar: null,
      },
    ]);
    expect(useSessionStore.getState().userData?.fullName).toBe('Neema Wanjiru');
  });

  test('server details land on their fields', async () => {
    serveProfile();
    server.use(
      http.put('*/api/v1/users/me', () =>
        problem(400, 'VALIDATION_FAILED', 'dateOfBirth: must be in the past', [
          { path: 'dateOfBirth', message: 'must be in the past' },
        ]),
      ),
    );
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Must be in the past.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a failed load says why and offers to try again', async () => {
    server.use(http.get('*/api/v1/users/me', () => problem(503, 'UNAVAILABLE', 'Try later.')));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/profile: address', () => {
  test('the tab is in the URL and sends an ADDRESS update to its own slot', async () => {
    serveProfile();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/users/me', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Address updated.', data: profile });
      }),
    );
    const { user, router, queryClient } = renderProfile('/profile?tab=address');
    const city = await screen.findByLabelText('Town or city');
    await user.clear(city);
    await user.type(city, 'Kisumu');
    const country = screen.getByLabelText('Country code');
    await user.clear(country);
    await user.type(country, 'ke');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await notifications().findByText('Address updated.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        type: 'ADDRESS',
        address: { ...profile.address, city: 'Kisumu', country: 'KE' },
      },
    ]);
    expect(router.state.location.search).toBe('?tab=address');
    const labels = queryClient
      .getMutationCache()
      .getAll()
      .map((m) => m.options.mutationKey);
    expect(labels).toEqual([['profile.updateAddress']]);
  });

  test('server details on nested address fields', async () => {
    serveProfile();
    server.use(
      http.put('*/api/v1/users/me', () =>
        problem(400, 'VALIDATION_FAILED', 'address.postalCode: too long', [
          { path: 'address.postalCode', message: 'is too long' },
        ]),
      ),
    );
    const { user, tab } = renderProfile();
    await screen.findByLabelText('First name');
    await tab('Address');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Is too long.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/profile: change PIN', () => {
  async function openPinTab() {
    serveProfile();
    const view = renderProfile('/profile?tab=security');
    await screen.findByLabelText('Current PIN');
    const fill = async (current: string, pin: string, confirm: string) => {
      await view.user.type(screen.getByLabelText('Current PIN'), current);
      await view.user.type(screen.getByLabelText('New PIN'), pin);
      await view.user.type(screen.getByLabelText('Repeat the new PIN'), confirm);
      await view.user.click(screen.getByRole('button', { name: 'Change PIN' }));
    };
    return { ...view, fill };
  }

  test('rules from the contract: not trivial, matching, different from the current', async () => {
    let calls = 0;
    server.use(
      http.put('*/api/v1/users/change-pin/me', () => ((calls += 1), HttpResponse.json({}))),
    );
    const { fill } = await openPinTab();
    await fill('4071', '4071', '4071');
    expect(await screen.findByText('Must differ from your current PIN.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  test('a wrong current PIN (401) is said on that field, and the session stays', async () => {
    server.use(
      http.put('*/api/v1/users/change-pin/me', () =>
        problem(401, 'WRONG_PIN', 'Wrong PIN. 4 attempts left.'),
      ),
    );
    const { fill } = await openPinTab();
    await fill('1111', '4071', '4071');
    expect(await screen.findByText('Wrong PIN. 4 attempts left.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(useSessionStore.getState().userData).not.toBeNull();
  });

  test('a lock (423) is the danger notification', async () => {
    server.use(
      http.put('*/api/v1/users/change-pin/me', () =>
        problem(423, 'PIN_LOCKED', 'Too many wrong PINs. Payments are paused.'),
      ),
    );
    const { fill } = await openPinTab();
    await fill('1111', '4071', '4071');
    expect(
      await notifications().findByText('Too many wrong PINs. Payments are paused.'),
    ).toBeInTheDocument();
  });

  test('success empties the fields', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/users/change-pin/me', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Your PIN is changed.', data: null });
      }),
    );
    const { fill } = await openPinTab();
    await fill('1357', '4071', '4071');
    expect(await notifications().findByText('Your PIN is changed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPin: '1357', pin: '4071', confirmPin: '4071' }]);
    expect(screen.getByLabelText('Current PIN')).toHaveValue('');
  });
});

describe('/profile: preferences and payment preferences', () => {
  test('loads and saves the preferences of this user', async () => {
    serveProfile();
    const saved: unknown[] = [];
    server.use(
      http.get(`*/api/v1/user-preference/user/${member.id}`, () =>
        HttpResponse.json({
          message: 'Success',
          data: {
            userId: member.id,
            language: 'en',
            emailNotifications: true,
            smsNotifications: true,
            pushNotifications: false,
            marketing: false,
          },
        }),
      ),
      http.put(`*/api/v1/user-preference/${member.id}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return HttpResponse.json({
          message: 'Preferences saved.',
          data: {
            userId: member.id,
            language: 'en',
            emailNotifications: true,
            smsNotifications: false,
            pushNotifications: false,
            marketing: true,
            ...body,
          },
        });
      }),
    );
    const { user } = renderProfile('/profile?tab=preferences');
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    expect(sms).toBeChecked();
    await user.click(sms);
    await user.click(screen.getByRole('switch', { name: 'News and offers' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await notifications().findByText('Preferences saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        language: 'en',
        emailNotifications: true,
        smsNotifications: false,
        pushNotifications: false,
        marketing: true,
      },
    ]);
  });

  test('shows the payment preferences', async () => {
    serveProfile();
    server.use(
      http.get(`*/api/v1/payment-preferences/user/${member.id}`, () =>
        HttpResponse.json({
          message: 'Success',
          data: {
            userId: member.id,
            defaultTopUpMethod: 'MPESA',
            defaultPayoutMethod: 'PESALINK',
            mpesaPhoneNumber: '254712345678',
            currency: 'KES',
          },
        }),
      ),
    );
    const { tab } = renderProfile();
    await screen.findByLabelText('First name');
    await tab('Payments');
    expect(await screen.findByText('Pesalink')).toBeInTheDocument();
    expect(screen.getByText('KES')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  });

  test('arrow keys move between tabs', async () => {
    serveProfile();
    const { user } = renderProfile();
    await screen.findByLabelText('First name');
    screen.getByRole('tab', { name: 'Profile' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveFocus();
    expect(await screen.findByLabelText('Town or city')).toBeInTheDocument();
  });
});
