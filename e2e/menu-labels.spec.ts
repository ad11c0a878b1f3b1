import { expect, type Page } from '@playwright/test';
import { demoSignedIn } from './support/demo-sign-in';
import { test } from './support/fixtures';
import { ofThisRun, sweepLabel } from './support/sweep';

// Swahili and French labels run longer than English ones: in every language each role's menu
// shows its labels whole, neither cut off at the edge nor broken in the middle of a word.

const LANGUAGES = ['en', 'sw', 'fr'] as const;
const ROLES = ['member', 'agent', 'admin', 'superadmin', 'instructor'] as const;
// The desktop sidebar (260 px) is narrower than the phone's drawer (300 px): the harder case.
const WIDTHS = [1280] as const;
// A sweep: this run's share of the role and language pairs (support/sweep.ts).
const PAIRS = ofThisRun(ROLES.flatMap((role) => LANGUAGES.map((language) => ({ role, language }))));

/** The sidebar's menu, once it shows. */
async function openMenu(page: Page) {
  const menu = page.locator('.sidebar-nav');
  await expect(menu).toBeVisible();
  // The labels measured below are these links' own: a menu without them would prove nothing.
  expect(await menu.locator('.sidebar-link .sidebar-label').count()).toBeGreaterThan(3);
  return menu;
}

/** Labels cut off by their link's box, and words split across two lines. */
function faults(menu: ReturnType<Page['locator']>) {
  return menu.evaluate((nav) => {
    const found: string[] = [];
    for (const link of nav.querySelectorAll<HTMLElement>('.sidebar-link')) {
      if (link.scrollWidth > link.clientWidth + 1) found.push(`cut off: ${link.textContent}`);
    }
    for (const label of nav.querySelectorAll<HTMLElement>('.sidebar-label')) {
      const text = label.firstChild;
      if (!(text instanceof Text)) continue;
      // A word may end a line at its hyphen; it may not be split anywhere else.
      for (const match of text.data.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) found.push(`word split: ${match[0]} in "${text.data}"`);
      }
    }
    return found;
  });
}

for (const width of WIDTHS) {
  test(`every role's menu fits its labels in en, sw and fr at ${width} px`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    console.log(`Menu labels: ${PAIRS.length} role and language pairs, ${sweepLabel()}`);
    for (const role of ROLES) {
      const languages = PAIRS.filter((pair) => pair.role === role).map((pair) => pair.language);
      if (languages.length === 0) continue;
      const page = await demoSignedIn(browser, baseURL!, role, {
        viewport: { width, height: 900 },
      });
      try {
        for (const language of languages) {
          await test.step(`${role} in ${language}`, async () => {
            await page.evaluate((code) => localStorage.setItem('pamoja.language', code), language);
            await page.reload();
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            const menu = await openMenu(page);
            const found = new Set(await faults(menu));
            // The demo's groups are every role's: opened one by one (opening one may shut
            // another) for the role whose menu is longest.
            if (role === 'superadmin') {
              const toggles = menu.locator('button[aria-expanded]');
              for (let at = 0; at < (await toggles.count()); at += 1) {
                const toggle = toggles.nth(at);
                if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
                for (const fault of await faults(menu)) found.add(fault);
              }
            }
            expect.soft([...found], `${role}, ${language}, ${width} px`).toEqual([]);
          });
        }
      } finally {
        await page.context().close();
      }
    }
  });
}
