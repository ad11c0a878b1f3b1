import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import { enquiryMember, ORGANISATION_ID } from '../features/group-enquiries/testing/fixtures';
import { renderRoutes } from '../shared/testing/render';
import { server } from '../shared/testing/server';
import { signIn } from '../shared/testing/session';
import { abilityFor } from '../shared/session/use-ability';
import { MENU } from './navigation';
import { visibleMenu } from './visible-menu';
import { patchRoutesOnNavigation, routes } from './router';

function renderApp(userData: UserData) {
  signIn(userData, ORGANISATION_ID);
  server.use(
    http.get('*/api/v1/groups', () =>
      HttpResponse.json({
        message: 'Success',
        data: [],
        pagination: { page: 1, limit: 10, total: 0 },
      }),
    ),
  );
  return renderRoutes(routes, '/groups', { patchRoutesOnNavigation });
}

describe('group enquiries route', () => {
  test('/groups opens in the main layout for a member, with its menu entry marked', async () => {
    renderApp(enquiryMember);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us about your group' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const link = within(menu).getByRole('link', { name: 'Group enquiries' });
    expect(link).toHaveAttribute('href', '/groups');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  test('a role that may not read its organisation gets neither the page nor the link', async () => {
    const outsider: UserData = {
      ...enquiryMember,
      ability: enquiryMember.ability.filter((rule) => rule.subject !== 'Organisation'),
    };
    const { router } = renderApp(outsider);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not authorized' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
    const menuIds = (userData: UserData) =>
      visibleMenu(MENU, abilityFor(userData.ability), '/home').flatMap((section) =>
        section.items.map((item) => item.id),
      );
    expect(menuIds(enquiryMember)).toContain('group-enquiries');
    expect(menuIds(outsider)).not.toContain('group-enquiries');
  });
});
