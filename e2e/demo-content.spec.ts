import { expect, test } from './support/fixtures';

// The template's content pages on the demo mock: the pricing switch, the knowledge base, the blog
// editor (demo-pages.spec.ts checks each page's JavaScript and axe).

test('pricing: annual billing shows 40 and 80 a month, 480 and 960 a year', async ({ page }) => {
  await page.goto('/pages/pricing');
  const standard = page.getByTestId('price-Standard');
  const enterprise = page.getByTestId('price-Enterprise');
  await expect(standard).toContainText(/\b49\b/, { timeout: 30_000 });
  await expect(enterprise).toContainText(/\b99\b/);
  await expect(page.getByText('Popular')).toBeVisible();
  await expect(page.getByText(/480 \/ year/)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Annually' }).check();
  await expect(standard).toContainText(/\b40\b/);
  await expect(enterprise).toContainText(/\b80\b/);
  await expect(page.getByText(/480 \/ year/)).toBeVisible();
  await expect(page.getByText(/960 \/ year/)).toBeVisible();
});

test('knowledge base: a topic, an article, and an unknown topic says not found', async ({
  page,
}) => {
  await page.goto('/pages/knowledge-base');
  await page.getByRole('link', { name: 'API Questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Api questions' })).toBeVisible();
  const question = page.locator('a[href^="/pages/knowledge-base/api-questions/"]').first();
  const title = (await question.textContent()) ?? '';
  await question.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/pages/knowledge-base/nope');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('blog edit: the rich-text editor opens on request and takes bold text', async ({ page }) => {
  await page.goto('/pages/blog/edit/1');
  // The editor arrives when asked for, with the caret at the end of the text.
  await page.getByRole('button', { name: 'Edit the content' }).click();
  const editor = page.getByRole('textbox', { name: 'Content' });
  await expect(editor).toBeFocused();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Habari');
  await expect(editor.locator('strong, .fw-bold').filter({ hasText: 'Habari' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
});
