import type { RouteObject } from 'react-router';

/**
 * The demo dashboards and card pages (`/dashboard/analytics`, `/cards/*`), in the main layout.
 * Each is its own chunk; the ones that draw charts share Chart.js's chunk with the product's
 * charts. `/` also shows the e-commerce dashboard (app/router.tsx).
 */
export const DEMO_DASHBOARD_ROUTES: RouteObject[] = [
  {
    path: 'dashboard/analytics',
    lazy: async () => ({
      Component: (await import('../dashboards/routes/analytics-dashboard')).AnalyticsDashboardRoute,
    }),
  },
  {
    path: 'dashboard/ecommerce',
    lazy: async () => ({
      Component: (await import('../dashboards/routes/ecommerce-dashboard')).EcommerceDashboardRoute,
    }),
  },
  {
    path: 'cards/basic',
    lazy: async () => ({
      Component: (await import('../cards/routes/cards-basic')).CardsBasicRoute,
    }),
  },
  {
    path: 'cards/advance',
    lazy: async () => ({
      Component: (await import('../cards/routes/cards-advance')).CardsAdvanceRoute,
    }),
  },
  {
    path: 'cards/statistics',
    lazy: async () => ({
      Component: (await import('../cards/routes/cards-statistics')).CardsStatisticsRoute,
    }),
  },
  {
    path: 'cards/analytics',
    lazy: async () => ({
      Component: (await import('../cards/routes/cards-analytics')).CardsAnalyticsRoute,
    }),
  },
  {
    path: 'cards/action',
    lazy: async () => ({
      Component: (await import('../cards/routes/cards-action')).CardsActionRoute,
    }),
  },
];
