/**
 * `npm run lighthouse`: Lighthouse performance and accessibility of /login and /home (budget in
 * docs/web-app.md: both ≥ 95), Lighthouse's default mobile emulation, against the built app
 * served as `npm start` serves it. /home is measured signed in as the demo member, with an empty
 * cache. Exits non-zero below the budget.
 */
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumExecutable } from '../e2e/support/chromium';
import { startThrowAwayServer } from './support/start-server';

const BUDGET = 95;
const CATEGORIES = ['performance', 'accessibility'] as const;

async function audit(page: Page, url: string, keepSession: boolean) {
  const result = await lighthouse(
    url,
    { logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: keepSession },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
  }
  // What costs points, so a low score says where to look.
  for (const name of CATEGORIES) {
    for (const ref of result.lhr.categories[name]?.auditRefs ?? []) {
      const item = result.lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 0.9) {
        console.log(
          '  %s · %s: %s %s',
          new URL(url).pathname,
          name,
          item.title,
          item.displayValue ?? '',
        );
        const details = item.details as { items?: { node?: { snippet?: string } }[] } | undefined;
        for (const found of details?.items ?? []) {
          if (found.node?.snippet) console.log('      %s', found.node.snippet);
        }
      }
    }
  }
  return Object.fromEntries(
    CATEGORIES.map((name) => {
      const score = result.lhr.categories[name]?.score;
      if (score === null || score === undefined) {
        throw new Error(`Lighthouse gave no ${name} score for ${url}`);
      }
      return [name, Math.round(score * 100)];
    }),
  ) as Record<(typeof CATEGORIES)[number], number>;
}

const server = await startThrowAwayServer();
const browser = await puppeteer.launch({
  executablePath: chromiumExecutable(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  const login = await audit(page, `${server.baseUrl}/login`, false);

  await page.goto(`${server.baseUrl}/login`);
  await page.locator('input[autocomplete="username"]').fill('member@pamoja.test');
  await page.locator('input[type="password"]').fill('Pamoja#2026');
  await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
  await page.waitForFunction(() => location.pathname === '/home');
  // Signed in, but nothing cached: as a member opening the app again the next day.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  const home = await audit(page, `${server.baseUrl}/home`, true);

  console.log('Lighthouse (mobile emulation; budget %d for each)', BUDGET);
  for (const [path, scores] of [
    ['/login', login],
    ['/home', home],
  ] as const) {
    console.log(
      '  %s performance %d, accessibility %d',
      path.padEnd(7),
      scores.performance,
      scores.accessibility,
    );
    if (scores.performance < BUDGET || scores.accessibility < BUDGET) process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.stop();
}
