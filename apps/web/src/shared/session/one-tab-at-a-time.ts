const LOCK = 'pamoja.session-renewal';

/**
 * Runs `work` while no other tab of this origin runs work under the same lock (the Web Locks
 * API); where a browser lacks it, runs it at once.
 */
export function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(LOCK, () => work()) : work();
}
