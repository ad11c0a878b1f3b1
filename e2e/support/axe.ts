import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe-core finds against WCAG 2.1 A and AA, as lines a person can act on: rule, impact,
 * where, why. `rules` narrows the audit (a dark pass checks colours: names, roles and structure
 * are the same in both skins).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Only violations are read: collecting the passes' nodes as well is most of axe's reply.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const result = await (rules ? builder.withRules(rules) : builder.withTags(WCAG)).analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`,
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
