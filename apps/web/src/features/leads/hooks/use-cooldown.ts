import { useEffect, useState } from 'react';

/**
 * Seconds left of a wait that began at `since` (epoch ms), 0 when over or never begun. The start
 * is the caller's, so the wait survives the component leaving and coming back.
 */
export function useCooldown(seconds: number, since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const until = since === null ? 0 : since + seconds * 1000;

  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [until, now]);

  return Math.max(0, Math.ceil((until - Math.max(now, since ?? 0)) / 1000));
}
