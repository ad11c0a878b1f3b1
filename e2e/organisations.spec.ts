import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const DEMO_PASSWORD = 'Pamoja#2026';
const csrf = () => randomBytes(32).toString('hex');
const stamp = `${Date.now()}`.slice(-8);

async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('E-mail or phone number').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

interface Session {
  token: string;
  organisation: string;
}

/**
 * A fresh person with an organisation of their own, made through the API (headers and envelope:
 * docs/api-conventions.md).
 */
async function adminOfSecondOrganisation(api: APIRequestContext) {
  const person = {
    firstName: 'Zawadi',
    lastName: 'Kamau',
    email: `zawadi.${stamp}@example.com`,
    phoneNumber: `07${stamp}`,
    password: 'karibu2026',
  };
  const registered = await api.post('/api/v1/users', {
    headers: { 'x-csrf-token': csrf() },
    data: person,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const outbox = await api.get(`/api/v1/dev/outbox?to=${encodeURIComponent(person.email)}`);
  const messages = (await outbox.json()).data as { link?: string | null }[];
  const link = messages.find((message) => message.link?.includes('/verify/'))?.link ?? '';
  const token = link.split('/verify/')[1] ?? '';
  expect(token).not.toBe('');
  const confirmed = await api.patch(`/api/v1/users/confirm/${token}`, {
    headers: { 'x-csrf-token': csrf() },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const login = await api.post('/api/v1/auth', {
    headers: { 'x-csrf-token': csrf() },
    data: { username: person.email, password: person.password },
  });
  expect(login.status()).toBe(200);
  const { accessToken, userData } = (await login.json()).data;
  const auth = { authorization: `Bearer ${accessToken}`, 'x-csrf-token': csrf() };
  const created = await api.post('/api/v1/organizations', {
    headers: auth,
    data: { name: `Second Chama ${stamp}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pin = await api.post(`/api/v1/users/create-pin/${userData.id}`, {
    headers: auth,
    data: { pin: '4071', confirmPin: '4071' },
  });
  expect(pin.status(), await pin.text()).toBeLessThan(300);
  // A new login carries the new organisation and the ADMIN role in it.
  const again = await api.post('/api/v1/auth', {
    headers: { 'x-csrf-token': csrf() },
    data: { username: person.email, password: person.password },
  });
  const fresh = (await again.json()).data;
  expect(fresh.userData.organisations[0].roles).toContain('ADMIN');
  const switched = await api.put('/api/v1/users/switch-role', {
    headers: { authorization: `Bearer ${fresh.accessToken}`, 'x-csrf-token': csrf() },
    data: { role: 'ADMIN' },
  });
  expect(switched.status(), await switched.text()).toBe(200);
  const renewed = (await switched.json()).data;
  expect(renewed.userData.role).toBe('ADMIN');
  const session: Session = {
    token: renewed.accessToken as string,
    organisation: (await created.json()).data.id as string,
  };
  return { person, session };
}

test('organisation journey: branch, staff location and team; the agent reads; others see none', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // Four people's screens one after another: about 45 seconds on two cores, over the default.
  test.setTimeout(120_000);
  const branch = `Branch ${stamp}`;
  const location = `Desk ${stamp}`;
  const team = `Team ${stamp}`;

  // The seeded ADMIN builds the structure.
  await logIn(page, 'admin@pamoja.test');
  await page.goto('/branches');
  await page.getByRole('button', { name: 'New branch' }).click();
  let dialog = page.getByRole('dialog', { name: 'New branch' });
  await dialog.getByLabel('Name').fill(branch);
  await dialog.getByLabel('Address').fill('Moi Avenue, Nairobi');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: branch, exact: true })).toBeVisible();

  await page.goto('/staff-locations');
  await page.getByRole('button', { name: 'New staff location' }).click();
  dialog = page.getByRole('dialog', { name: 'New staff location' });
  await expect(dialog.getByRole('option', { name: branch })).toBeAttached();
  await dialog.getByLabel('Branch').selectOption({ label: branch });
  await dialog.getByLabel('Name').fill(location);
  await dialog.getByLabel('County').selectOption('Nairobi');
  await dialog.getByLabel('Latitude').fill('-1.2833');
  await dialog.getByLabel('Longitude').fill('36.8167');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const locationRow = page.getByRole('row').filter({ hasText: location });
  await expect(locationRow).toContainText(branch);
  await expect(locationRow).toContainText('Nairobi');

  await page.goto('/teams');
  await page.getByRole('button', { name: 'New team' }).click();
  dialog = page.getByRole('dialog', { name: 'New team' });
  await dialog.getByLabel('Name').fill(team);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: team }).click();
  await expect(page.getByRole('heading', { name: team })).toBeVisible();
  await page.getByLabel('Find a person (name, e-mail or phone)').fill('agent@pamoja.test');
  const person = page.getByLabel('Person', { exact: true });
  await expect(person.getByRole('option', { name: /agent@pamoja\.test/ })).toBeAttached();
  await person.selectOption({
    label: await person.locator('option', { hasText: 'agent@pamoja.test' }).innerText(),
  });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'agent@pamoja.test', exact: true })).toBeVisible();
  const teamUrl = page.url();

  // The AGENT sees the team, read-only.
  const agent = await newPage(browser, baseURL);
  await logIn(agent, 'agent@pamoja.test');
  await agent.goto('/teams');
  await expect(agent.getByRole('link', { name: team })).toBeVisible();
  await expect(agent.getByText('Read only')).toBeVisible();
  await expect(agent.getByRole('button', { name: 'New team' })).toHaveCount(0);
  await expect(agent.getByRole('button', { name: `Edit ${team}` })).toHaveCount(0);
  await expect(agent.getByRole('button', { name: `Delete ${team}` })).toHaveCount(0);
  await agent.getByRole('link', { name: team }).click();
  await expect(agent.getByRole('cell', { name: 'agent@pamoja.test', exact: true })).toBeVisible();
  await expect(agent.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(agent.getByRole('form', { name: 'Add a person to the team' })).toHaveCount(0);
  await agent.context().close();

  // The ADMIN of another organisation sees none of it.
  const second = await adminOfSecondOrganisation(request);
  const outsider = await newPage(browser, baseURL);
  await logIn(outsider, second.person.email, second.person.password);
  await outsider.goto('/teams');
  await expect(outsider.getByText('No teams yet.')).toBeVisible();
  await outsider.goto(new URL(teamUrl).pathname);
  await expect(outsider.getByRole('heading', { name: team })).toHaveCount(0);
  await expect(outsider.getByRole('alert')).toBeVisible();
  await outsider.context().close();

  const headers = {
    authorization: `Bearer ${second.session.token}`,
    'x-organization': second.session.organisation,
  };
  for (const path of ['branches', 'staff-locations', 'teams']) {
    const list = await request.get(`/api/v1/${path}?search=${stamp}`, { headers });
    expect(list.status()).toBe(200);
    expect((await list.json()).data).toEqual([]);
  }
  const teamId = new URL(teamUrl).pathname.split('/').pop() ?? '';
  expect((await request.get(`/api/v1/teams/${teamId}`, { headers })).status()).toBe(404);
});
