import { afterEach, describe, expect, test, vi } from 'vitest';
import { member, sessionFor } from '../testing/fixtures';
import { createAesGcmCodec } from './session-crypto';
import { hydrateSession, setSessionCodec, USER_DATA_KEY } from './session-persistence';
import { useSessionStore } from './session-store';

const login = sessionFor(member);

afterEach(() => setSessionCodec(null));

async function storeEncrypted(secret: string): Promise<string> {
  setSessionCodec(createAesGcmCodec(secret));
  await hydrateSession();
  useSessionStore.getState().setSession(login);
  await vi.waitFor(() => expect(localStorage.getItem(USER_DATA_KEY)).not.toBeNull());
  return localStorage.getItem(USER_DATA_KEY)!;
}

describe('AES-GCM session codec', () => {
  test('what is stored is not readable: no JSON, no token, no e-mail', async () => {
    const stored = await storeEncrypted('secret-one');
    expect(() => JSON.parse(stored)).toThrow();
    expect(stored).not.toContain(login.accessToken);
    expect(stored).not.toContain(login.refreshToken);
    expect(stored).not.toContain(member.email);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  });

  test('decrypts back into the same session on the next page load', async () => {
    const stored = await storeEncrypted('secret-one');
    // A new page: nothing in memory, only what storage kept.
    useSessionStore.setState({ userData: null, accessToken: null, refreshToken: null });
    localStorage.setItem(USER_DATA_KEY, stored);

    await hydrateSession();

    expect(useSessionStore.getState()).toMatchObject(login);
  });

  test('every write uses a fresh IV: the same data never looks the same twice', async () => {
    const codec = createAesGcmCodec('secret-one');
    const first = await codec.encode('same text');
    const second = await codec.encode('same text');
    expect(first).not.toBe(second);
    expect(await codec.decode(second)).toBe('same text');
  });

  test('data written with another key counts as no session and is removed', async () => {
    const stored = await storeEncrypted('secret-one');
    useSessionStore.setState({ userData: null, accessToken: null, refreshToken: null });
    localStorage.setItem(USER_DATA_KEY, stored);
    setSessionCodec(createAesGcmCodec('secret-two'));

    await hydrateSession();

    expect(useSessionStore.getState()).toMatchObject({ userData: null, accessToken: null });
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  test('a tampered value counts as no session', async () => {
    const stored = await storeEncrypted('secret-one');
    const [format, iv, sealed = ''] = stored.split('.');
    const flipped = `${sealed.slice(0, 10)}${sealed[10] === 'A' ? 'B' : 'A'}${sealed.slice(11)}`;
    useSessionStore.setState({ userData: null, accessToken: null, refreshToken: null });
    localStorage.setItem(USER_DATA_KEY, `${format}.${iv}.${flipped}`);

    await hydrateSession();

    expect(useSessionStore.getState().userData).toBeNull();
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  test('plain JSON left by an older version is not accepted', async () => {
    setSessionCodec(createAesGcmCodec('secret-one'));
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(login));

    await hydrateSession();

    expect(useSessionStore.getState().userData).toBeNull();
  });
});
