import type { RouteObject } from 'react-router';

/** The demo dashboards and card pages (`/dashboard/analytics`, `/cards/*`), in the main layout. */
export const DEMO_DASHBOARD_ROUTES: RouteObject[] = [];
