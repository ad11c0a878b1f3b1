import { EMPTY_SESSION, useSessionStore } from './session-store';
import type { SessionData } from './session-store';

export const USER_DATA_KEY = 'pamoja.userData';
export const ORGANISATION_KEY = 'pamoja.organisation';

/**
 * Turns the stored login data into text and back. The identity work replaces the plain codec
 * with AES-GCM (Web Crypto is async, hence the promises).
 */
export interface SessionCodec {
  encode: (plain: string) => Promise<string>;
  decode: (stored: string) => Promise<string>;
}

const plainCodec: SessionCodec = {
  encode: async (plain) => plain,
  decode: async (stored) => stored,
};

let codec: SessionCodec = plainCodec;
// Bumped on every write or removal so that a slow encode finishing after a logout (or after a
// newer write) never puts stale data back.
let generation = 0;
let unsubscribe: (() => void) | null = null;
let lastWrite: Promise<void> = Promise.resolve();

export function setSessionCodec(next: SessionCodec | null): void {
  codec = next ?? plainCodec;
}

export type LoginData = Pick<SessionData, 'userData' | 'accessToken' | 'refreshToken'>;

/** Login data as stored: encoded by the session's codec (AES-GCM in the app). */
export const sealLogin = (data: LoginData): Promise<string> => codec.encode(JSON.stringify(data));

/** Stored login data back, or an error when it is unreadable (tampered, another key). */
export async function openLogin(stored: string): Promise<LoginData> {
  const data = JSON.parse(await codec.decode(stored)) as Partial<LoginData>;
  if (!data.userData || typeof data.userData !== 'object') throw new Error('no user data');
  return {
    userData: data.userData,
    accessToken: data.accessToken ?? null,
    refreshToken: data.refreshToken ?? null,
  };
}

function writeLoginData(data: LoginData): Promise<void> {
  const mine = ++generation;
  lastWrite = sealLogin(data).then((text) => {
    if (mine === generation) localStorage.setItem(USER_DATA_KEY, text);
  });
  return lastWrite;
}

/** Settles once the latest change of the session is in storage, where other tabs read it. */
export const storedSessionWritten = (): Promise<void> => lastWrite.catch(() => undefined);

/** The login in storage now: another tab of this browser may have renewed (or replaced) it. */
export async function readStoredLogin() {
  return completeLogin(await readStoredSession());
}

/** Login data with all of its parts, as a session is set from; null when one is missing. */
export function completeLogin({ userData, accessToken, refreshToken }: LoginData) {
  return userData && accessToken && refreshToken ? { userData, accessToken, refreshToken } : null;
}

/** Synchronous on purpose: a forced logout navigates away immediately afterwards. */
export function removeStoredSession(): void {
  generation++;
  localStorage.removeItem(USER_DATA_KEY);
  localStorage.removeItem(ORGANISATION_KEY);
}

async function readStoredSession(): Promise<SessionData> {
  const stored = localStorage.getItem(USER_DATA_KEY);
  const organisationId = localStorage.getItem(ORGANISATION_KEY);
  if (!stored) return { ...EMPTY_SESSION, organisationId };
  try {
    return { ...(await openLogin(stored)), organisationId };
  } catch {
    // Unreadable (tampered, or written with another key): treat as logged out.
    removeStoredSession();
    return EMPTY_SESSION;
  }
}

function mirror(next: SessionData, previous: SessionData): void {
  if (!next.userData && !next.accessToken) {
    if (previous.userData || previous.accessToken) removeStoredSession();
  } else if (
    next.userData !== previous.userData ||
    next.accessToken !== previous.accessToken ||
    next.refreshToken !== previous.refreshToken
  ) {
    void writeLoginData({
      userData: next.userData,
      accessToken: next.accessToken,
      refreshToken: next.refreshToken,
    });
  }
  if (next.organisationId !== previous.organisationId) {
    if (next.organisationId) localStorage.setItem(ORGANISATION_KEY, next.organisationId);
    else localStorage.removeItem(ORGANISATION_KEY);
  }
}

/** Loads the stored session into memory, then keeps storage in step with every change. */
export async function hydrateSession(): Promise<void> {
  unsubscribe?.();
  unsubscribe = null;
  useSessionStore.setState(await readStoredSession());
  unsubscribe = useSessionStore.subscribe(mirror);
}
