import type { RouteObject } from 'react-router';

/** The demo account pages (`/pages/login-basic` …), in the blank layout, on the demo auth. */
export const DEMO_ACCOUNT_ROUTES: RouteObject[] = [];
