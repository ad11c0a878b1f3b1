import { CSRF_STORAGE_KEY } from '../http/csrf';
import { useNotificationsStore } from '../notifications/notifications-store';
import { forgetRenewals } from './renewal-handoff';
import { ORGANISATION_KEY, removeStoredSession, USER_DATA_KEY } from './session-persistence';
import { clearSession } from './session-store';

type Reset = () => void;

const resets = new Set<Reset>();

/**
 * State that belongs to the signed-in person (the query cache, a cart, a wizard's draft…)
 * registers how to go back to its initial value; the LOGOUT action runs every one of them.
 * Returns the unregister function (for effects).
 */
export function registerLogoutReset(reset: Reset): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

function removeFrom(storage: Storage, keys: readonly string[]): void {
  try {
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
}

/**
 * The LOGOUT action: every piece of state back to its initial value, and no user data,
 * organisation or token left in localStorage, sessionStorage or the renewal handoff — the next
 * person to use this browser sees nothing of the previous one. The CSRF token goes too: a new
 * session, a new token.
 */
export function resetAfterLogout(): void {
  clearSession();
  removeStoredSession();
  const keys = [USER_DATA_KEY, ORGANISATION_KEY, CSRF_STORAGE_KEY];
  removeFrom(localStorage, keys);
  removeFrom(sessionStorage, keys);
  void forgetRenewals();
  useNotificationsStore.setState({ items: [] });
  for (const reset of resets) reset();
}
