import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * What axe-core finds against WCAG 2.1 A and AA, as lines a person can act on: rule, impact,
 * where, why. `rules` narrows the audit (a dark pass checks colours: names, roles and structure
 * are the same in both skins).
 *
 * axe runs in the page itself, put there once per document: @axe-core/playwright injected it
 * into every frame on each call and finished each run in a new blank page, about 2 s a call
 * against 0.3 s. Our pages have no frames of their own to audit.
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  await transitionsEnded(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    // Only violations are read: collecting the passes' nodes as well is most of axe's reply.
    resultTypes: ['violations'],
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG },
  };
  const result = await page.evaluate(
    (runOptions) => (window as AxeWindow).axe!.run(document, runOptions),
    options,
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`,
    ),
  );
}

/**
 * Colours are read once the finite animations and transitions (a skin switched, a page fading
 * in) have ended: mid-way, a text's colour belongs to one skin and its background to the other.
 * Endless ones (a spinner) are left running.
 */
async function transitionsEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** The customizer's stored skin, as a returning user has it, set before the app starts. */
export const SKIN_STORAGE = (skin: 'light' | 'dark') =>
  JSON.stringify({ state: { skin }, version: 1 });

/**
 * An audit of one skin as a returning user sees it: the skin stored before the app starts, then
 * `check(what)` once the screen has settled, each finding a soft failure.
 */
export async function skinAudit(page: Page, skin: 'light' | 'dark') {
  await page.addInitScript(
    (stored) => localStorage.setItem('pamoja.layout', stored),
    SKIN_STORAGE(skin),
  );
  return async (what: string) => {
    // Entrance transitions end before colours are measured.
    await page.waitForTimeout(600);
    expect.soft(await axeViolations(page), `${what} in ${skin}`).toEqual([]);
  };
}
