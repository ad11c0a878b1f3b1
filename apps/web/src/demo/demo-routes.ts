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
import { DEMO_PARENTS } from './demo-route-areas';

// The whole demo's route table. The app never loads it (each page loads its area's list, from
// demo-route-areas.ts); the tests walk it to check the menu and the areas against it.

/** The template's demo pages inside the main layout (navbar, menu). */
export const DEMO_MAIN_ROUTES: RouteObject[] = [
  {
    ...DEMO_PARENTS.main,
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
    ...DEMO_PARENTS.blank,
    children: [...DEMO_ACCOUNT_ROUTES, ...DEMO_BLANK_LAYOUT_ROUTES, ...DEMO_INVOICE_BLANK_ROUTES],
  },
];
