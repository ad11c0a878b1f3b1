import { axeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The audit helper every sweep relies on: were it to answer nothing, every audit would pass.

const PAGE = (body: string, style = '') =>
  `<!doctype html><html lang="en"><head><title>Probe</title><style>${style}</style></head><body><main><h1>Probe</h1>${body}</main></body></html>`;

test('the audit names what breaks WCAG, and a narrowed one only its rules', async ({ page }) => {
  await page.setContent(
    PAGE('<img src="x.png"><p style="color: #777; background: #888">Faint</p>'),
  );
  const rulesOf = (found: string[]) => found.map((line) => line.split(' ')[0]).sort();
  expect(rulesOf(await axeViolations(page))).toEqual(['color-contrast', 'image-alt']);
  expect(rulesOf(await axeViolations(page, ['color-contrast']))).toEqual(['color-contrast']);
});

test('colours are read once a transition has ended, not half-way', async ({ page }) => {
  // White text whose background turns from light grey to black, as a switched skin does.
  await page.setContent(
    PAGE(
      '<p id="text">Readable once dark</p>',
      '#text { color: #fff; background: #ccc; transition: background-color 3s linear; } #text.dark { background: #000; }',
    ),
  );
  // axe is in the page before the switch, so the audit could start at once.
  expect(await axeViolations(page, ['image-alt'])).toEqual([]);
  await page.locator('#text').evaluate((element) => element.classList.add('dark'));
  expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
});
