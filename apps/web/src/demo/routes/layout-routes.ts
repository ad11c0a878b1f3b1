import type { RouteObject } from 'react-router';

/** `/access-control` and the `/page-layout/*` pages that keep the main layout. */
export const DEMO_LAYOUT_ROUTES: RouteObject[] = [];

/** `/page-layout/layout-blank` and any other demo page drawn in the blank layout. */
export const DEMO_BLANK_LAYOUT_ROUTES: RouteObject[] = [];
