import { create } from 'zustand';
import type { UserData } from '@pamoja/contract/auth';

export interface SessionData {
  userData: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
  organisationId: string | null;
}

interface SessionActions {
  setSession: (input: { userData: UserData; accessToken: string; refreshToken: string }) => void;
  setTokens: (tokens: { accessToken: string; refreshToken: string }) => void;
  setOrganisation: (organisationId: string | null) => void;
  clearSession: () => void;
}

export type SessionState = SessionData & SessionActions;

export const EMPTY_SESSION: SessionData = {
  userData: null,
  accessToken: null,
  refreshToken: null,
  organisationId: null,
};

/**
 * The in-memory session is the synchronous source of truth: the HTTP client reads it on every
 * request. Storage is mirrored by session-persistence.ts, which may be slow (encryption).
 */
export const useSessionStore = create<SessionState>()((set) => ({
  ...EMPTY_SESSION,
  setSession: ({ userData, accessToken, refreshToken }) =>
    set({ userData, accessToken, refreshToken }),
  setTokens: ({ accessToken, refreshToken }) => set({ accessToken, refreshToken }),
  setOrganisation: (organisationId) => set({ organisationId }),
  clearSession: () => set(EMPTY_SESSION),
}));

export function getSession(): SessionData {
  return useSessionStore.getState();
}

export function clearSession(): void {
  useSessionStore.getState().clearSession();
}
