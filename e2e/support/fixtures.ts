import { test as base } from '@playwright/test';
import { isThisRuns } from './sweep';

/** Every test runs against the server the global set-up started. */
export const test = base.extend({
  // Playwright reads fixture dependencies from this pattern, so it must stay an empty object.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`.');
    await use(url);
  },
});

export { expect } from '@playwright/test';

/**
 * A sweep's audit, defined only in the runs whose share holds it (support/sweep.ts): the other
 * runs do not have it at all, rather than skip it.
 */
export function sweepTest(title: string, body: Parameters<typeof test>[2]): void {
  if (isThisRuns(title)) test(title, body);
}
