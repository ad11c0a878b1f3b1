import { createBrowserRouter } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { Splash } from '../shared/ui/splash';
import { isDemoPath } from '../demo/demo-paths';
import { RouteErrorBoundary } from './routes/route-error';

export const MAIN_LAYOUT_ID = 'main-layout';
export const BLANK_LAYOUT_ID = 'blank-layout';

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
        id: MAIN_LAYOUT_ID,
        lazy: async () => ({ Component: (await import('./routes/main-layout')).MainLayoutRoute }),
        children: [
          {
            // `/` is the template's e-commerce dashboard, on the demo mock, which its loader starts
            // first. Both come in the lazy part: the shell stays without them.
            index: true,
            lazy: async () => {
              const [{ demoMockLoader }, { EcommerceDashboardRoute }] = await Promise.all([
                import('../demo/demo-mock-loader'),
                import('../demo/dashboards/routes/ecommerce-dashboard'),
              ]);
              return { loader: demoMockLoader, Component: EcommerceDashboardRoute };
            },
          },
        ],
      },
      {
        id: BLANK_LAYOUT_ID,
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

/**
 * The other screens are discovered on first use (React Router's "fog of war": it asks here when
 * a URL matches nothing, or only the 404 splat). Their entries stay out of the shell, which every
 * page pays for, /login within a 150 KB budget (docs/web-app.md); patching twice adds nothing
 * twice.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  // The template demo's pages come from their own small lists, one per area, so product pages
  // never pay for the demo's route table and a demo page pays only for its area's.
  if (isDemoPath(path)) {
    const { DEMO_PARENTS, loadDemoArea } = await import('../demo/demo-route-areas');
    const area = await loadDemoArea(path);
    patch(MAIN_LAYOUT_ID, [DEMO_PARENTS.main]);
    patch(BLANK_LAYOUT_ID, [DEMO_PARENTS.blank]);
    if (area.main) patch(DEMO_PARENTS.main.id, area.main);
    if (area.blank) patch(DEMO_PARENTS.blank.id, area.blank);
    return;
  }
  const { MAIN_LAYOUT_ROUTES, BLANK_LAYOUT_ROUTES } = await import('./discovered-routes');
  patch(MAIN_LAYOUT_ID, MAIN_LAYOUT_ROUTES);
  patch(BLANK_LAYOUT_ID, BLANK_LAYOUT_ROUTES);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
