import type { RouteObject } from 'react-router';
import { demoMockLoader } from './demo-mock-loader';

/** The demo's pages in the main layout hang under this route, whose loader starts the mock. */
const DEMO_MAIN_ID = 'demo-main';
/** The demo's pages in the blank layout (account pages, layout-blank, the invoice's print). */
const DEMO_BLANK_ID = 'demo-blank';

/** The two parents the areas' pages are patched under, without children of their own. */
export const DEMO_PARENTS = {
  main: { id: DEMO_MAIN_ID, loader: demoMockLoader, children: [] },
  blank: { id: DEMO_BLANK_ID, loader: demoMockLoader, children: [] },
} satisfies Record<string, RouteObject>;

export interface DemoArea {
  main?: RouteObject[];
  blank?: RouteObject[];
}

type LoadArea = () => Promise<DemoArea>;

// One route list per area, each its own chunk: a demo page loads its area's table, not the
// demo's hundred-odd routes (about 10 kB gzipped).
const ui: LoadArea = async () => ({ main: (await import('./routes/ui-routes')).DEMO_UI_ROUTES });
const forms: LoadArea = async () => ({
  main: (await import('./routes/form-routes')).DEMO_FORM_ROUTES,
});
const layouts: LoadArea = async () => {
  const { DEMO_LAYOUT_ROUTES, DEMO_BLANK_LAYOUT_ROUTES } = await import('./routes/layout-routes');
  return { main: DEMO_LAYOUT_ROUTES, blank: DEMO_BLANK_LAYOUT_ROUTES };
};
const users: LoadArea = async () => ({
  main: (await import('./routes/user-routes')).DEMO_USER_ROUTES,
});
const dashboards: LoadArea = async () => ({
  main: (await import('./routes/dashboard-routes')).DEMO_DASHBOARD_ROUTES,
});

const AREAS: Record<string, LoadArea> = {
  dashboard: dashboards,
  cards: dashboards,
  'access-control': layouts,
  'page-layout': layouts,
  pages: async () => {
    const [{ DEMO_CONTENT_ROUTES }, { DEMO_ACCOUNT_ROUTES }] = await Promise.all([
      import('./routes/content-routes'),
      import('./routes/account-routes'),
    ]);
    return { main: DEMO_CONTENT_ROUTES, blank: DEMO_ACCOUNT_ROUTES };
  },
  'apps/email': async () => ({ main: (await import('./routes/email-routes')).DEMO_EMAIL_ROUTES }),
  'apps/chat': async () => ({ main: (await import('./routes/chat-routes')).DEMO_CHAT_ROUTES }),
  'apps/todo': async () => ({ main: (await import('./routes/todo-routes')).DEMO_TODO_ROUTES }),
  'apps/calendar': async () => ({
    main: (await import('./routes/calendar-routes')).DEMO_CALENDAR_ROUTES,
  }),
  'apps/invoice': async () => {
    const { DEMO_INVOICE_ROUTES, DEMO_INVOICE_BLANK_ROUTES } =
      await import('./routes/invoice-routes');
    return { main: DEMO_INVOICE_ROUTES, blank: DEMO_INVOICE_BLANK_ROUTES };
  },
  'apps/ecommerce': async () => ({ main: (await import('./routes/shop-routes')).DEMO_SHOP_ROUTES }),
  'apps/user': users,
  'apps/roles': users,
  'apps/permissions': users,
  'ui-element': ui,
  icons: ui,
  colors: ui,
  components: ui,
  extensions: async () => ({
    main: (await import('./routes/extension-routes')).DEMO_EXTENSION_ROUTES,
  }),
  forms,
  tables: forms,
  datatables: forms,
  charts: forms,
};

/** The area a demo path belongs to: its first segment, or the first two under /apps. */
export function demoAreaOf(path: string): string {
  const [first = '', second = ''] = path.replace(/^\//, '').split('/');
  return first === 'apps' ? `apps/${second}` : first;
}

/** The routes of the area `path` is in; none for a path no area serves (its 404 shows). */
export function loadDemoArea(path: string): Promise<DemoArea> {
  return AREAS[demoAreaOf(path)]?.() ?? Promise.resolve({});
}
