import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const DEMO_PASSWORD = 'Pamoja#2026';
const csrf = () => randomBytes(32).toString('hex');

/** A person nobody has registered yet (unique per run; a Kenyan mobile number). */
function newPerson() {
  const stamp = `${Date.now()}`.slice(-8);
  return {
    firstName: 'Neema',
    lastName: 'Otieno',
    email: `neema.${stamp}@example.com`,
    phone: `07${stamp}`,
    password: 'karibu2026',
    pin: '4071',
  };
}

/** The seeded admin adds the person to the demo organisation as an agent, through the API. */
async function adminMakesAgent(api: APIRequestContext, email: string): Promise<void> {
  const login = await api.post('/api/v1/auth', {
    headers: { 'x-csrf-token': csrf() },
    data: { username: 'admin@pamoja.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken, userData } = (await login.json()).data;
  const organisation = userData.organisations[0].id as string;
  const added = await api.post(`/api/v1/organizations/${organisation}/members`, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      'x-organization': organisation,
      'x-csrf-token': csrf(),
    },
    data: { email, roles: ['AGENT'] },
  });
  expect(added.status(), await added.text()).toBe(201);
}

async function storageOf(page: Page) {
  return page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
}

test('identity journey: register, verify, log in, PIN, switch role, profile, logout', async ({
  page,
  request,
}) => {
  const person = newPerson();

  // Register.
  await page.goto('/register');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(person.email);

  // Not verified yet: the login says so.
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('verify your e-mail');

  // The development mailbox has the link; following it verifies the account.
  await page.goto('/dev/mailbox');
  await page.getByLabel('E-mail or phone number').fill(person.email);
  await page.getByRole('button', { name: 'Show messages' }).click();
  const message = page.getByRole('article').filter({ hasText: 'Confirm your Pamoja account' });
  await message.getByRole('link', { name: 'Open link' }).click();
  await expect(page).toHaveURL(/\/verify\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Your e-mail is verified' })).toBeVisible();

  await adminMakesAgent(request, person.email);

  // Log in: no PIN yet, so every private page leads to /set-pin.
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('E-mail or phone number').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  const loginResponse = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const { accessToken, refreshToken } = (await (await loginResponse).json()).data;
  await expect(page).toHaveURL(/\/set-pin$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/set-pin$/);

  // The stored login data is encrypted: no token, no e-mail in clear.
  const stored = JSON.stringify(await storageOf(page));
  expect(stored).toContain('pamoja.userData');
  for (const secret of [accessToken, refreshToken, person.email]) {
    expect(stored).not.toContain(secret);
  }

  await page.getByLabel('PIN', { exact: true }).fill(person.pin);
  await page.getByLabel('Repeat the PIN').fill(person.pin);
  await page.getByRole('button', { name: 'Set PIN' }).click();
  // The PIN set, the page they had asked for opens.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();

  // Switch role: the menu offers the roles held; agents land on /leads.
  const menuButton = page.getByRole('button', { name: /Neema Otieno/ });
  await expect(menuButton).toContainText('Member');
  await menuButton.click();
  const switched = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/users/switch-role'),
  );
  await page.getByLabel('Active role').selectOption('AGENT');
  const agentSession = (await (await switched).json()).data;
  await expect(page).toHaveURL(/\/leads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(menuButton).toContainText('Agent');
  // One home per role: the menu's Home now leads to the agent's.
  await expect(
    page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Home', exact: true }),
  ).toHaveAttribute('href', '/leads');

  // Edit the profile: the navbar follows the new name; the address is saved on its own.
  await menuButton.click();
  await page
    .getByRole('group', { name: 'Account' })
    .getByRole('link', { name: 'My profile' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await page.getByLabel('First name').fill('Neemah');
  await page.getByLabel('National ID number').fill('23456789');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Neemah Otieno/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Address' }).click();
  await page.getByLabel('Town or city').fill('Kisumu');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address updated.')).toBeVisible();

  // Logout: nothing of the person is left in the browser.
  await page.getByRole('button', { name: /Neemah Otieno/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const after = await storageOf(page);
  for (const storage of [after.local, after.session]) {
    expect(Object.keys(storage)).not.toContain('pamoja.userData');
    expect(Object.keys(storage)).not.toContain('pamoja.organisation');
    const values = JSON.stringify(storage);
    const secrets = [
      accessToken,
      refreshToken,
      agentSession.accessToken,
      agentSession.refreshToken,
    ];
    for (const secret of [...secrets, person.email, 'Neemah']) {
      expect(values).not.toContain(secret);
    }
  }

  // Back in history: no private page, straight back to /login.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My profile' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Leads' })).toHaveCount(0);

  // The ended session is refused by the server too.
  const me = await request.get('/api/v1/users/me', {
    headers: { authorization: `Bearer ${agentSession.accessToken}` },
  });
  expect(me.status()).toBe(401);
});

test('forgot password: the reset link from the mailbox sets a new password', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill('instructor@pamoja.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('instructor@pamoja.test');

  await page.goto('/dev/mailbox?to=instructor@pamoja.test');
  const message = page.getByRole('article').filter({ hasText: 'Reset your Pamoja password' });
  await message.first().getByRole('link', { name: 'Open link' }).click();
  await expect(page).toHaveURL(/\/reset-password\/[\w-]+$/);
  await page.getByLabel('New password', { exact: true }).fill('Pamoja#2026');
  await page.getByLabel('Repeat the new password').fill('Pamoja#2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // Opened again, the used link is checked before anything is typed.
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'This link does not work any more' }),
  ).toBeVisible();
});
