import { expect, test } from './support/fixtures';

test.describe('the web shell', () => {
  test('shows the splash, then the shell; the chosen skin survives a reload', async ({ page }) => {
    // Hold the app bundle back so the splash is observable before React takes over.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The load event needs the held bundle, so only wait for the document to arrive.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByTestId('splash')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading Pamoja' })).toBeVisible();
    release();
    await expect(page.getByTestId('splash')).toBeHidden();
    await expect(page.getByRole('navigation').first()).toBeVisible();

    await page.getByRole('button', { name: 'Open theme customizer' }).click();
    await page.getByRole('radio', { name: 'Dark', exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  });

  test('renders the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel(/e-mail or phone/i)).toBeVisible();
    await expect(page.getByLabel(/^password/i)).toBeVisible();
    await expect(page.getByRole('link', { name: /create an account/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /forgot password/i })).toBeVisible();
  });

  test('shows the error page for an unknown route', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
  });

  test('serves the API and the learning service beside the app', async ({ request }) => {
    const health = await request.get('/api/v1/health');
    expect(health.status()).toBe(200);
    expect((await request.get('/lms/v1/health')).status()).toBe(200);
    const banks = await (await request.get('/api/v1/banks')).json();
    expect(banks.data.length).toBeGreaterThanOrEqual(30);
  });
});
