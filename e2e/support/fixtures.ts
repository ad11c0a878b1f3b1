import { test as base } from '@playwright/test';

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
