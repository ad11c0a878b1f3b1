import { afterEach, describe, expect, test, vi } from 'vitest';
import { memberUser } from '../testing/fixtures';
import { DEFAULT_ABILITY, selectAbility } from './ability';
import {
  hydrateSession,
  ORGANISATION_KEY,
  setSessionCodec,
  USER_DATA_KEY,
} from './session-persistence';
import { clearSession, useSessionStore } from './session-store';

const login = { userData: memberUser, accessToken: 'a1', refreshToken: 'r1' };

afterEach(() => setSessionCodec(null));

describe('session persistence', () => {
  test('hydrates the in-memory store from storage', async () => {
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(login));
    localStorage.setItem(ORGANISATION_KEY, 'org-9');
    await hydrateSession();
    expect(useSessionStore.getState()).toMatchObject({ ...login, organisationId: 'org-9' });
  });

  test('writes login data and organisation after a change', async () => {
    await hydrateSession();
    useSessionStore.getState().setSession(login);
    useSessionStore.getState().setOrganisation('org-1');
    await vi.waitFor(() => expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY)!)).toEqual(login);
    expect(localStorage.getItem(ORGANISATION_KEY)).toBe('org-1');
  });

  test('clearSession removes user data, organisation and tokens', async () => {
    await hydrateSession();
    useSessionStore.getState().setSession(login);
    useSessionStore.getState().setOrganisation('org-1');
    await vi.waitFor(() => expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull());

    clearSession();

    expect(useSessionStore.getState()).toMatchObject({
      userData: null,
      accessToken: null,
      refreshToken: null,
      organisationId: null,
    });
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
    expect(localStorage.getItem(ORGANISATION_KEY)).toBeNull();
  });

  test('a slow (encrypting) write that finishes after logout does not bring data back', async () => {
    let release: () => void = () => undefined;
    setSessionCodec({
      encode: (plain) => new Promise((resolve) => (release = () => resolve(`enc:${plain}`))),
      decode: async (stored) => stored.replace(/^enc:/, ''),
    });
    await hydrateSession();
    useSessionStore.getState().setSession(login);
    clearSession();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  test('stores through the codec and reads back through it', async () => {
    setSessionCodec({
      encode: async (plain) => `enc:${btoa(plain)}`,
      decode: async (stored) => atob(stored.replace(/^enc:/, '')),
    });
    await hydrateSession();
    useSessionStore.getState().setSession(login);
    await vi.waitFor(() => expect(localStorage.getItem(USER_DATA_KEY)).toMatch(/^enc:/));
    useSessionStore.setState({ userData: null, accessToken: null, refreshToken: null });
    localStorage.setItem(USER_DATA_KEY, `enc:${btoa(JSON.stringify(login))}`);
    await hydrateSession();
    expect(useSessionStore.getState().accessToken).toBe('a1');
  });

  test('unreadable stored data counts as logged out and is removed', async () => {
    localStorage.setItem(USER_DATA_KEY, '{not json');
    await hydrateSession();
    expect(useSessionStore.getState().userData).toBeNull();
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });
});

describe('ability', () => {
  test('without stored data it is read on Auth only', () => {
    expect(DEFAULT_ABILITY).toEqual([{ action: 'read', subject: 'Auth' }]);
    expect(selectAbility({ userData: null })).toBe(DEFAULT_ABILITY);
  });

  test('with user data it is the stored ability', () => {
    const ability = [{ action: 'manage', subject: 'all' }];
    expect(selectAbility({ userData: { ...memberUser, ability } })).toBe(ability);
  });
});
