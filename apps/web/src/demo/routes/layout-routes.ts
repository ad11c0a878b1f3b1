import type { RouteObject } from 'react-router';

/** `/access-control` and the `/page-layout/*` pages that keep the main layout. */
export const DEMO_LAYOUT_ROUTES: RouteObject[] = [
  {
    path: 'access-control',
    lazy: async () => ({
      Component: (await import('../pages/access-control/access-control-page')).AccessControlRoute,
    }),
  },
  {
    path: 'page-layout/collapse-menu',
    lazy: async () => ({
      Component: (await import('../pages/page-layout/layout-option-page')).CollapseMenuRoute,
    }),
  },
  {
    path: 'page-layout/layout-boxed',
    lazy: async () => ({
      Component: (await import('../pages/page-layout/layout-option-page')).LayoutBoxedRoute,
    }),
  },
  {
    path: 'page-layout/without-menu',
    lazy: async () => ({
      Component: (await import('../pages/page-layout/layout-option-page')).WithoutMenuRoute,
    }),
  },
  {
    path: 'page-layout/layout-empty',
    lazy: async () => ({
      Component: (await import('../pages/page-layout/layout-option-page')).LayoutEmptyRoute,
    }),
  },
];

/** `/page-layout/layout-blank` and any other demo page drawn in the blank layout. */
export const DEMO_BLANK_LAYOUT_ROUTES: RouteObject[] = [
  {
    path: 'page-layout/layout-blank',
    lazy: async () => ({
      Component: (await import('../pages/page-layout/layout-option-page')).LayoutBlankRoute,
    }),
  },
];
