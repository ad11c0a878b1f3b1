import { expect, test } from './support/fixtures';

// The User Interface showcase in a real browser: the auto-complete by keyboard, a dialog that
// keeps the focus and closes on Escape, a menu button, and an icon's name copied.

test('auto-complete: typing filters the films, the arrows and Enter choose one', async ({
  page,
}) => {
  await page.goto('/components/auto-complete');
  const box = page.getByRole('combobox', { name: 'Film', exact: true });
  await box.fill('the');
  const list = page.locator(`#${await box.getAttribute('aria-controls')}`);
  await expect(list.getByRole('option').first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = (await list.getByRole('option').nth(1).innerText()).trim();
  await box.press('Enter');
  await expect(box).toHaveValue(second);
  await expect(page.getByText(`You chose “${second}”.`)).toBeVisible();
});

test('modals keep the focus inside and close on Escape, giving it back', async ({ page }) => {
  await page.goto('/components/modals');
  const opener = page.getByRole('button', { name: 'Dialog with a form' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Your name' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeVisible();
  // The dialog takes the focus as it opens (itself or a field); only then is Tab its to keep.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Boolean(document.querySelector('[role="dialog"]')?.contains(document.activeElement)),
      ),
    )
    .toBe(true);
  // Tab never reaches the page behind (leaving the document for the browser's own bar is allowed).
  for (let step = 0; step < 6; step++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const active = document.activeElement;
      return (
        active === document.body || !!document.querySelector('[role="dialog"]')?.contains(active)
      );
    });
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a dropdown opens with ↓, moves with the arrows and closes on Escape', async ({ page }) => {
  await page.goto('/components/dropdowns');
  const toggle = page.getByRole('main').getByRole('button', { name: 'Menu', exact: true });
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('You chose “Another action”.')).toBeVisible();
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('icons: the search narrows the grid, a click copies the name and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/icons/reactfeather');
  await page.getByRole('searchbox', { name: 'Search icons' }).fill('heart');
  const grid = page.getByRole('list', { name: 'Icon set' });
  await expect(grid.getByRole('button')).not.toHaveCount(0);
  await grid.getByRole('button', { name: 'Heart', exact: true }).click();
  await expect(page.getByText('Icon name copied: Heart 📋')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Heart');
});
