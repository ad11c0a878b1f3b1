import { useEffect, useState } from 'react';

/**
 * How long someone is asked to watch an M-Pesa prompt: `expired` turns true after `timeoutMs`,
 * so polling can stop and the screen can say "still waiting"; `restart` waits again from now.
 */
export function useWaitWindow(timeoutMs: number) {
  const [round, setRound] = useState(0);
  const [expiredRound, setExpiredRound] = useState(-1);
  useEffect(() => {
    const timer = window.setTimeout(() => setExpiredRound(round), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [round, timeoutMs]);
  return { expired: expiredRound === round, restart: () => setRound((value) => value + 1) };
}
