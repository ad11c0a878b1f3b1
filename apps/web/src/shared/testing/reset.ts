import { DEFAULT_LAYOUT } from '../customizer/layout-settings';
import { useLayoutStore } from '../customizer/layout-store';
import { setRefreshHandler } from '../http/refresh';
import { useNotificationsStore } from '../notifications/notifications-store';
import { EMPTY_SESSION, useSessionStore } from '../session/session-store';

/** Tests share module state (stores, storage); each starts from a clean app. */
export function resetAppState(): void {
  useSessionStore.setState(EMPTY_SESSION);
  useNotificationsStore.setState({ items: [] });
  useLayoutStore.setState(DEFAULT_LAYOUT);
  setRefreshHandler(null);
  localStorage.clear();
  sessionStorage.clear();
}
