import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { endDemoSession, startDemoSession } from '../../auth/demo-session';
import { DEMO_USER_DATA_KEY } from '../../mock/auth/demo-ability';
import type { DemoAuthAnswer } from '../../mock/schemas/demo-auth-schema';
import { demoCall, serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_LAYOUT_ROUTES } from '../../routes/layout-routes';

serveDemoMock();
beforeEach(endDemoSession);

/** Signs in to the demo the way the login page does: the mock's own answer, stored. */
async function signInAs(email: string, password: string) {
  const answer = await demoCall<DemoAuthAnswer>('POST', '/jwt/login', {
    body: { email, password },
  });
  startDemoSession(answer.body);
}

async function renderPage() {
  const view = renderRoutes(
    [{ HydrateFallback: () => null, children: DEMO_LAYOUT_ROUTES }],
    '/access-control',
  );
  await screen.findByRole('heading', { level: 1, name: 'Access control' });
  return view;
}

const card = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest<HTMLElement>('.card')!;

describe('/access-control', () => {
  test('without a demo login: the default ability and a way to sign in', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Not signed in to the demo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to the demo' })).toHaveAttribute(
      'href',
      '/pages/login-basic',
    );
    const allowed = within(card('What you can do')).getAllByRole('listitem');
    expect(allowed.map((item) => item.textContent)).toEqual(['read Auth: the account pages']);
    expect(screen.queryByText('You can manage everything (admin)')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Analytics' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out of the demo' })).toBeNull();
  });

  test('the admin manages everything and sees the Analytics card', async () => {
    await signInAs('admin@demo.com', 'admin');
    await renderPage();
    expect(
      screen.getByRole('heading', { name: 'Signed in to the demo as John Doe (admin@demo.com)' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'You can manage everything (admin)' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What you can do' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Common' })).toBeVisible();
  });

  test('the client reads ACL and Auth, and no Analytics', async () => {
    await signInAs('client@demo.com', 'client');
    await renderPage();
    const allowed = within(card('What you can do')).getAllByRole('listitem');
    expect(allowed.map((item) => item.textContent)).toEqual([
      'read ACL: this access-control demo',
      'read Auth: the account pages',
    ]);
    expect(screen.queryByText('You can manage everything (admin)')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Analytics' })).toBeNull();
  });

  test('signing out of the demo clears the demo session and shows the default', async () => {
    const user = userEvent.setup();
    await signInAs('admin@demo.com', 'admin');
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign out of the demo' }));

    const status = screen.getByRole('heading', { name: 'Not signed in to the demo' });
    expect(status).toHaveFocus();
    expect(localStorage.getItem(DEMO_USER_DATA_KEY)).toBeNull();
    expect(screen.queryByText('You can manage everything (admin)')).toBeNull();
    expect(within(card('What you can do')).getByText('read Auth')).toBeVisible();
  });
});
