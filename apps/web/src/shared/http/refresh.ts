/**
 * Tries to renew the access token once; resolves true when the session holds a fresh token.
 * The identity work plugs the real `POST auth/refresh` in; until then nothing refreshes.
 */
export type RefreshHandler = () => Promise<boolean>;

let handler: RefreshHandler | null = null;
let inFlight: Promise<boolean> | null = null;

export function setRefreshHandler(next: RefreshHandler | null): void {
  handler = next;
}

/** Concurrent 401s share one refresh: refresh tokens rotate, so a second call would fail. */
export function refreshSession(): Promise<boolean> {
  if (!handler) return Promise.resolve(false);
  const run = handler;
  inFlight ??= run()
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
