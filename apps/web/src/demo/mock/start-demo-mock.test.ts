import { beforeEach, describe, expect, test, vi } from 'vitest';

const start = vi.fn<(options: unknown) => Promise<void>>();
const setupWorker = vi.fn((..._handlers: unknown[]) => ({ start }));
vi.mock('msw/browser', () => ({ setupWorker }));

// A fresh module per test: the started promise is module state.
async function load() {
  vi.resetModules();
  return (await import('./start-demo-mock')).startDemoMock;
}

describe('startDemoMock', () => {
  beforeEach(() => {
    start.mockReset();
    setupWorker.mockClear();
  });

  test('starts one worker with every demo handler, bypassing other calls, and quietly', async () => {
    start.mockResolvedValue(undefined);
    const startDemoMock = await load();
    const first = startDemoMock();
    const second = startDemoMock();
    expect(second).toBe(first);
    await first;
    await startDemoMock();
    expect(setupWorker).toHaveBeenCalledTimes(1);
    const { demoHandlers } = await import('./demo-handlers');
    expect(setupWorker.mock.calls[0]).toHaveLength(demoHandlers.length);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    });
  });

  test('a failed start is tried again by the next caller', async () => {
    start.mockRejectedValueOnce(new Error('no service worker')).mockResolvedValue(undefined);
    const startDemoMock = await load();
    await expect(startDemoMock()).rejects.toThrow('no service worker');
    await expect(startDemoMock()).resolves.toBeUndefined();
    expect(start).toHaveBeenCalledTimes(2);
  });
});
