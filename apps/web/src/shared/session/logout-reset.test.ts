import 'fake-indexeddb/auto';
import { describe, expect, test, vi } from 'vitest';
import { LAYOUT_STORAGE_KEY } from '../customizer/layout-store';
import { CSRF_STORAGE_KEY, getCsrfToken } from '../http/csrf';
import { notify, useNotificationsStore } from '../notifications/notifications-store';
import { member } from '../testing/fixtures';
import { signIn } from '../testing/session';
import { registerLogoutReset, resetAfterLogout } from './logout-reset';
import { recordRenewal, renewalOf } from './renewal-handoff';
import { hydrateSession, ORGANISATION_KEY, USER_DATA_KEY } from './session-persistence';
import { EMPTY_SESSION, useSessionStore } from './session-store';

async function signedInWithEverything() {
  await hydrateSession();
  signIn(member, 'org-1');
  await vi.waitFor(() => expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull());
  localStorage.setItem(ORGANISATION_KEY, 'org-1');
  sessionStorage.setItem(USER_DATA_KEY, 'left over');
  getCsrfToken();
  notify({ type: 'success', message: `Welcome ${member.firstName}` });
}

describe('the LOGOUT action', () => {
  test('puts the session and notifications back to their initial values', async () => {
    await signedInWithEverything();
    resetAfterLogout();
    expect(useSessionStore.getState()).toMatchObject(EMPTY_SESSION);
    expect(useNotificationsStore.getState().items).toEqual([]);
  });

  test('leaves no user data, organisation or token in either storage', async () => {
    await signedInWithEverything();
    expect(sessionStorage.getItem(CSRF_STORAGE_KEY)).not.toBeNull();

    resetAfterLogout();

    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(USER_DATA_KEY)).toBeNull();
      expect(storage.getItem(ORGANISATION_KEY)).toBeNull();
      expect(storage.getItem(CSRF_STORAGE_KEY)).toBeNull();
    }
  });

  test('leaves no renewed pair for another tab to take', async () => {
    await signedInWithEverything();
    const pair = {
      userData: member,
      accessToken: 'access-2',
      refreshToken: 'refresh-2-0123456789',
    };
    await recordRenewal('refresh-1-0123456789', pair);
    expect(await renewalOf('refresh-1-0123456789')).toEqual(pair);

    resetAfterLogout();

    await vi.waitFor(async () => expect(await renewalOf('refresh-1-0123456789')).toBeNull());
  });

  test('keeps what belongs to the device, not the person (theme)', async () => {
    localStorage.setItem(LAYOUT_STORAGE_KEY, '{"state":{"skin":"dark"},"version":1}');
    await signedInWithEverything();
    resetAfterLogout();
    expect(localStorage.getItem(LAYOUT_STORAGE_KEY)).toContain('dark');
  });

  test('runs every registered reset, until it is unregistered', async () => {
    const cart = vi.fn();
    const unregister = registerLogoutReset(cart);
    resetAfterLogout();
    expect(cart).toHaveBeenCalledTimes(1);
    unregister();
    resetAfterLogout();
    expect(cart).toHaveBeenCalledTimes(1);
  });
});
