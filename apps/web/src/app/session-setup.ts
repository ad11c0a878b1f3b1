import { setRefreshHandler } from '../shared/http/refresh';
import { encryptedSessionCodec } from '../shared/session/encrypted-codec';
import { setSessionCodec } from '../shared/session/session-persistence';

/**
 * Plugs identity into the shell before the stored session is read: stored login data is
 * encrypted, and a 401 gets one transparent refresh (both in docs/web-app.md). The refresh code
 * is fetched only when a 401 actually happens.
 */
export function setUpSession(): void {
  setSessionCodec(encryptedSessionCodec);
  setRefreshHandler(async () =>
    (await import('../features/auth/api/refresh-session')).renewSession(),
  );
}
