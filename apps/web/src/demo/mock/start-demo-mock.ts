let starting: Promise<void> | undefined;

async function start(): Promise<void> {
  // Loaded here, on the first demo page, so neither MSW nor the demo data is in any other chunk.
  const [{ setupWorker }, { demoHandlers }] = await Promise.all([
    import('msw/browser'),
    import('./demo-handlers'),
  ]);
  const worker = setupWorker(...demoHandlers);
  await worker.start({
    // Only the demo's calls are answered here; the product's go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}

/**
 * Starts the demo mock once. Every caller gets the same promise: a demo page awaits it before its
 * first request. If starting fails, the next caller tries again rather than inheriting the failure.
 */
export function startDemoMock(): Promise<void> {
  starting ??= start().catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}
