import { useSyncExternalStore } from 'react';

/** In CSS pixels (docs/web-app.md). Mirrored by src/styles/_breakpoints.scss. */
export const BREAKPOINTS = {
  mobileMax: 575.98,
  tabletMin: 576,
  tabletMax: 991.98,
  smallDesktopMin: 992,
  smallDesktopMax: 1199.98,
  desktopMin: 1200,
} as const;

export type Breakpoint = 'mobile' | 'tablet' | 'small-desktop' | 'desktop';

export function breakpointForWidth(width: number): Breakpoint {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  if (width <= BREAKPOINTS.tabletMax) return 'tablet';
  if (width <= BREAKPOINTS.smallDesktopMax) return 'small-desktop';
  return 'desktop';
}

/** Below small desktop the sidebar becomes an offcanvas. */
export function isCompact(breakpoint: Breakpoint): boolean {
  return breakpoint === 'mobile' || breakpoint === 'tablet';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// A string snapshot: re-renders happen only when the named breakpoint changes, not every pixel.
const snapshot = (): Breakpoint => breakpointForWidth(window.innerWidth);
const serverSnapshot = (): Breakpoint => 'desktop';

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
