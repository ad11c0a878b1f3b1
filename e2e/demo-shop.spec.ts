import { axeViolations, SKIN_STORAGE } from './support/axe';
import { expect, sweepTest, test } from './support/fixtures';

// The template demo's shop app, answered by the in-browser mock. The mock's cart and wishlist
// last until a reload, so the journey moves by links, never by page.goto.

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('shop: sort by lowest price, add a product to the cart and the wishlist; the detail page and the checkout show it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/apps/ecommerce/shop');
  // The first open of a demo page starts the mock: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible({
    timeout: 30_000,
  });
  const cards = page.getByTestId('shop-product');
  await expect(cards).toHaveCount(9);
  const cartCount = page.getByRole('link', { name: /^Cart/ });
  await expect(cartCount).not.toContainText('…');
  const before = Number((await cartCount.innerText()).replace(/\D/g, ''));

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' });
  await expect(page).toHaveURL(/sortBy=price-asc/);
  await expect
    .poll(async () => {
      const prices = (await page.getByTestId('product-price').allInnerTexts()).map(dollars);
      return prices.length === 9 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);

  // The cheapest product not yet in the cart nor liked.
  const candidate = cards
    .filter({ has: page.getByRole('button', { name: /^Add to cart/ }) })
    .filter({ has: page.locator('[aria-pressed="false"]') })
    .first();
  const name = (await candidate.getByRole('heading', { level: 3 }).innerText()).trim();
  // Pinned by its name: once added, it no longer matches the filters that found it.
  const card = cards.filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await card.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(card.getByRole('link', { name: /^View in cart/ })).toBeVisible();
  await expect(cartCount).toContainText(String(before + 1));
  await card.getByRole('button', { name: /^Wishlist/ }).click();
  await expect(card.getByRole('button', { name: /^Wishlist/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/product-detail\//);
  const details = page.locator('.card').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(details.getByRole('button', { name: /^Wishlist/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await details.getByRole('link', { name: /^View in cart/ }).click();

  await expect(page).toHaveURL(/\/apps\/ecommerce\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(before + 1);
});

test('an unknown product says so on its page', async ({ page }) => {
  await page.goto('/apps/ecommerce/product-detail/no-such-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('alert')).toContainText('There is no product no-such-product.');
});

const SHOP_PAGES = [
  '/apps/ecommerce/shop',
  '/apps/ecommerce/shop?view=list',
  '/apps/ecommerce/product-detail/apple-i-phone-11-64-gb-black-26',
  '/apps/ecommerce/product-detail/no-such-product',
  '/apps/ecommerce/wishlist',
  '/apps/ecommerce/checkout',
];

for (const skin of ['light', 'dark'] as const) {
  sweepTest(`shop pages have no WCAG A/AA violations (${skin})`, async ({ browser, baseURL }) => {
    // Eight screens and three checkout states with axe each, twice: minutes on a busy machine.
    test.setTimeout(600_000);
    const context = await browser.newContext({ baseURL });
    await context.addInitScript(
      (stored) => localStorage.setItem('pamoja.layout', stored),
      SKIN_STORAGE(skin),
    );
    const page = await context.newPage();
    try {
      for (const path of SHOP_PAGES) {
        await test.step(path, async () => {
          await page.goto(path, { waitUntil: 'networkidle' });
          // The first open of a demo page starts the mock: slow on a busy machine.
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
          await page.waitForTimeout(400);
          expect.soft(await axeViolations(page), `${path} in ${skin}`).toEqual([]);
        });
      }
      await test.step('checkout: remove dialog, address errors, payment', async () => {
        await page.goto('/apps/ecommerce/checkout', { waitUntil: 'networkidle' });
        await page
          .getByTestId('cart-line')
          .first()
          .getByRole('button', { name: /^Remove/ })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.waitForTimeout(400);
        expect.soft(await axeViolations(page), `remove dialog in ${skin}`).toEqual([]);
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await expect(page.getByRole('dialog')).toBeHidden();

        await page.getByRole('button', { name: 'Place order' }).click();
        await page.getByRole('button', { name: 'Save and deliver here' }).click();
        await expect(page.getByText('Enter the full name.')).toBeVisible();
        expect.soft(await axeViolations(page), `address errors in ${skin}`).toEqual([]);

        await page.getByLabel('Full name').fill('Amina Wanjiru');
        await page.getByLabel('Mobile number').fill('0712345678');
        await page.getByLabel('Flat, house no.').fill('House 12');
        await page.getByLabel('Town or city').fill('Nairobi');
        await page.getByLabel('Postcode').fill('00100');
        await page.getByLabel('State or county').fill('Nairobi County');
        await page.getByRole('button', { name: 'Save and deliver here' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
        await expect(page.getByTestId('delivery-address')).toBeVisible();
        expect.soft(await axeViolations(page), `payment in ${skin}`).toEqual([]);
      });
    } finally {
      await context.close();
    }
  });
}
