import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutStore } from '../../shared/customizer/layout-store';
import { HorizontalLayout } from '../../shared/layout/horizontal-layout';
import { VerticalLayout } from '../../shared/layout/vertical-layout';
import { registerLogoutReset } from '../../shared/session/logout-reset';
import { reconcileOrganisation } from '../../shared/session/organisation';
import { useSessionStore } from '../../shared/session/session-store';
import { ROLE_HOME } from '../../shared/session/role-home';
import { useAbility } from '../../shared/session/use-ability';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NavbarBookmarks } from '../../demo/navbar/navbar-bookmarks';
import { NotificationsMenu } from '../../demo/navbar/notifications-menu';
import { SearchButton } from '../../demo/navbar/search-button';
import { MENU } from '../navigation';
import { visibleMenu } from '../visible-menu';

/**
 * Keeps `x-organization` valid for the active role: picks the first eligible organisation after
 * a login, and drops one the person no longer holds the role in.
 */
function useOrganisationInStep(): void {
  const userData = useSessionStore((state) => state.userData);
  const organisationId = useSessionStore((state) => state.organisationId);
  const setOrganisation = useSessionStore((state) => state.setOrganisation);
  useEffect(() => {
    if (!userData) return;
    const next = reconcileOrganisation(userData, organisationId);
    if (next !== organisationId) setOrganisation(next);
  }, [userData, organisationId, setOrganisation]);
}

export function MainLayoutRoute() {
  const layout = useLayoutStore((state) => state.layout);
  const queryClient = useQueryClient();
  // Every cached answer belonged to the person signed in: the LOGOUT action drops them all.
  useEffect(() => registerLogoutReset(() => queryClient.clear()), [queryClient]);
  const ability = useAbility();
  const role = useSessionStore((state) => state.userData?.role);
  const home = role ? ROLE_HOME[role] : '/home';
  const menu = useMemo(() => visibleMenu(MENU, ability, home), [ability, home]);
  useOrganisationInStep();
  const navbar = {
    menu,
    userMenu: <UserMenu />,
    // The template's navbar tools; each loads what it opens (and the demo mock) on first use.
    navbarStart: <NavbarBookmarks />,
    navbarTools: (
      <>
        <SearchButton menu={menu} />
        <NotificationsMenu />
      </>
    ),
  };
  return layout === 'horizontal' ? (
    <HorizontalLayout {...navbar} />
  ) : (
    <VerticalLayout {...navbar} />
  );
}
