import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { Splash } from '../shared/ui/splash';
import { RouteErrorBoundary } from './routes/route-error';

// Every screen is its own chunk; only what the current URL needs is downloaded.
export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: Splash,
    // Static, so that even a chunk that failed to download gets a readable page.
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => ({ Component: (await import('./routes/root')).RootRoute }),
    children: [
      {
        lazy: async () => ({ Component: (await import('./routes/main-layout')).MainLayoutRoute }),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
        ],
      },
      {
        lazy: async () => ({
          Component: (await import('../shared/layout/blank-layout')).BlankLayout,
        }),
        children: [
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/auth/routes/login')).LoginRoute,
            }),
          },
          {
            path: 'misc/not-authorized',
            lazy: async () => ({
              Component: (await import('../features/misc/routes/not-authorized'))
                .NotAuthorizedRoute,
            }),
          },
          {
            path: 'misc/maintenance',
            lazy: async () => ({
              Component: (await import('../features/misc/routes/maintenance')).MaintenanceRoute,
            }),
          },
          {
            path: 'misc/coming-soon',
            lazy: async () => ({
              Component: (await import('../features/misc/routes/coming-soon')).ComingSoonRoute,
            }),
          },
          {
            // /misc/error and every unknown URL: the 404 page.
            path: 'misc/error',
            lazy: async () => ({
              Component: (await import('../features/misc/routes/error')).ErrorRoute,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/misc/routes/error')).ErrorRoute,
            }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
