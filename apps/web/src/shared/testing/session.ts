import type { UserData } from '@pamoja/contract/auth';
import { useSessionStore } from '../session/session-store';
import { sessionFor } from './fixtures';

/** Puts a signed-in session in the store, as a login would. */
export function signIn(userData: UserData, organisationId: string | null = null) {
  const session = sessionFor(userData);
  useSessionStore.setState({ ...session, organisationId });
  return session;
}
