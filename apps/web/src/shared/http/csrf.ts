export const CSRF_STORAGE_KEY = 'pamoja.csrfToken';

let memoryToken: string | null = null;

function randomHex(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The x-csrf-token every non-GET needs (docs/web-app.md): 32 random bytes as hex, created once
 * per tab and kept in sessionStorage, so a reload keeps it and a new tab gets its own.
 */
export function getCsrfToken(): string {
  try {
    const stored = sessionStorage.getItem(CSRF_STORAGE_KEY);
    if (stored && /^[0-9a-f]{64}$/.test(stored)) return stored;
    const token = randomHex(32);
    sessionStorage.setItem(CSRF_STORAGE_KEY, token);
    return token;
  } catch {
    // Storage can be disabled (privacy modes); a per-page token still protects the session.
    memoryToken ??= randomHex(32);
    return memoryToken;
  }
}
