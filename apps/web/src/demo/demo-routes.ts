import type { RouteObject } from 'react-router';
import { DEMO_ACCOUNT_ROUTES } from './routes/account-routes';
import { DEMO_DASHBOARD_ROUTES } from './routes/dashboard-routes';
import { DEMO_BLANK_LAYOUT_ROUTES, DEMO_LAYOUT_ROUTES } from './routes/layout-routes';

/**
 * Starts the in-browser mock before a demo page renders, so its first request is answered by
 * the demo handlers. Loaded only here: /login and the product's routes never fetch it.
 */
export async function demoMockLoader() {
  const { startDemoMock } = await import('./mock/start-demo-mock');
  await startDemoMock();
  return null;
}

/** The template's demo pages inside the main layout (navbar, menu). */
export const DEMO_MAIN_ROUTES: RouteObject[] = [
  {
    id: 'demo-main',
    loader: demoMockLoader,
    children: [...DEMO_DASHBOARD_ROUTES, ...DEMO_LAYOUT_ROUTES],
  },
];

/** The template's demo pages in the blank layout (account pages, layout-blank). */
export const DEMO_BLANK_ROUTES: RouteObject[] = [
  {
    id: 'demo-blank',
    loader: demoMockLoader,
    children: [...DEMO_ACCOUNT_ROUTES, ...DEMO_BLANK_LAYOUT_ROUTES],
  },
];
