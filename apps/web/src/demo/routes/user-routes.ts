import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { loadNamespace } from '../../shared/i18n/i18n';

const NAMESPACE = 'demo-users';

/** The users, roles and permissions apps (/apps/user/*, /apps/roles, /apps/permissions), in the main layout. */
export const DEMO_USER_ROUTES: RouteObject[] = [
  {
    path: 'apps/user/list',
    lazy: async () => {
      const [{ UserListRoute }] = await Promise.all([
        import('../users/routes/user-list-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: UserListRoute };
    },
  },
  // The template's menu link opens its first user.
  { path: 'apps/user/view', loader: () => redirect('/apps/user/view/1') },
  {
    path: 'apps/user/view/:id',
    lazy: async () => {
      const [{ UserViewRoute }] = await Promise.all([
        import('../users/routes/user-view-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: UserViewRoute };
    },
  },
  {
    path: 'apps/roles',
    lazy: async () => {
      const [{ RolesRoute }] = await Promise.all([
        import('../users/routes/roles-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: RolesRoute };
    },
  },
  {
    path: 'apps/permissions',
    lazy: async () => {
      const [{ PermissionsRoute }] = await Promise.all([
        import('../users/routes/permissions-route'),
        loadNamespace(NAMESPACE),
      ]);
      return { Component: PermissionsRoute };
    },
  },
];
