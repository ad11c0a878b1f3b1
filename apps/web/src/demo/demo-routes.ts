import type { RouteObject } from 'react-router';
import { DEMO_ACCOUNT_ROUTES } from './routes/account-routes';
import { DEMO_EMAIL_ROUTES } from './routes/email-routes';
import { DEMO_CHAT_ROUTES } from './routes/chat-routes';
import { DEMO_TODO_ROUTES } from './routes/todo-routes';
import { DEMO_CALENDAR_ROUTES } from './routes/calendar-routes';
import { DEMO_INVOICE_ROUTES, DEMO_INVOICE_BLANK_ROUTES } from './routes/invoice-routes';
import { DEMO_SHOP_ROUTES } from './routes/shop-routes';
import { DEMO_USER_ROUTES } from './routes/user-routes';
import { DEMO_CONTENT_ROUTES } from './routes/content-routes';
import { DEMO_UI_ROUTES } from './routes/ui-routes';
import { DEMO_EXTENSION_ROUTES } from './routes/extension-routes';
import { DEMO_FORM_ROUTES } from './routes/form-routes';
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
    children: [
      ...DEMO_DASHBOARD_ROUTES,
      ...DEMO_LAYOUT_ROUTES,
      ...DEMO_EMAIL_ROUTES,
      ...DEMO_CHAT_ROUTES,
      ...DEMO_TODO_ROUTES,
      ...DEMO_CALENDAR_ROUTES,
      ...DEMO_INVOICE_ROUTES,
      ...DEMO_SHOP_ROUTES,
      ...DEMO_USER_ROUTES,
      ...DEMO_CONTENT_ROUTES,
      ...DEMO_UI_ROUTES,
      ...DEMO_EXTENSION_ROUTES,
      ...DEMO_FORM_ROUTES,
    ],
  },
];

/** The template's demo pages in the blank layout (account pages, layout-blank). */
export const DEMO_BLANK_ROUTES: RouteObject[] = [
  {
    id: 'demo-blank',
    loader: demoMockLoader,
    children: [...DEMO_ACCOUNT_ROUTES, ...DEMO_BLANK_LAYOUT_ROUTES, ...DEMO_INVOICE_BLANK_ROUTES],
  },
];
