/**
 * Starts the in-browser mock before a demo page renders, so its first request is answered by
 * the demo handlers. Loaded only by demo pages: /login and the product's routes never fetch it.
 */
export async function demoMockLoader() {
  const { startDemoMock } = await import('./mock/start-demo-mock');
  await startDemoMock();
  return null;
}
