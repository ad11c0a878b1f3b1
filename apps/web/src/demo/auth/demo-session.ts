import { create } from 'zustand';
import {
  DEFAULT_DEMO_ABILITY,
  DEMO_USER_DATA_KEY,
  storedDemoAbility,
} from '../mock/auth/demo-ability';
import type { DemoAbilityRule } from '../mock/auth/demo-ability';
import type { DemoAuthAnswer, DemoUserData } from '../mock/schemas/demo-auth-schema';

/** The demo's tokens, beside its user data (DEMO_USER_DATA_KEY); never the product's keys. */
export const DEMO_TOKENS_KEY = 'pamoja.demo.tokens';

interface DemoSession {
  userData: DemoUserData | null;
  accessToken: string | null;
  refreshToken: string | null;
}

const SIGNED_OUT: DemoSession = { userData: null, accessToken: null, refreshToken: null };

function readStored(): DemoSession {
  try {
    const userData = JSON.parse(localStorage.getItem(DEMO_USER_DATA_KEY) ?? 'null') as unknown;
    const tokens = JSON.parse(localStorage.getItem(DEMO_TOKENS_KEY) ?? 'null') as Partial<
      Pick<DemoSession, 'accessToken' | 'refreshToken'>
    > | null;
    if (!userData || typeof userData !== 'object' || !('email' in userData)) return SIGNED_OUT;
    return {
      userData: { ...(userData as DemoUserData), ability: storedDemoAbility() },
      accessToken: tokens?.accessToken ?? null,
      refreshToken: tokens?.refreshToken ?? null,
    };
  } catch {
    // Unreadable or blocked storage counts as no demo login.
    return SIGNED_OUT;
  }
}

/**
 * The demo account pages' own login: in its own zustand store and localStorage keys, so signing
 * in or out of the demo never touches the product's session (shared/session).
 */
export const useDemoSession = create<DemoSession>()(() => readStored());

export function startDemoSession({ userData, accessToken, refreshToken }: DemoAuthAnswer): void {
  try {
    localStorage.setItem(DEMO_USER_DATA_KEY, JSON.stringify(userData));
    localStorage.setItem(DEMO_TOKENS_KEY, JSON.stringify({ accessToken, refreshToken }));
  } catch {
    // Without storage the demo login lasts until reload, which is enough for a demo.
  }
  useDemoSession.setState({ userData, accessToken, refreshToken });
}

export function endDemoSession(): void {
  try {
    localStorage.removeItem(DEMO_USER_DATA_KEY);
    localStorage.removeItem(DEMO_TOKENS_KEY);
  } catch {
    // Nothing stored to remove.
  }
  useDemoSession.setState(SIGNED_OUT);
}

/** What the demo login may do; the default (read Auth) without one. */
export function useDemoAbility(): readonly DemoAbilityRule[] {
  return useDemoSession((state) => state.userData?.ability ?? DEFAULT_DEMO_ABILITY);
}
