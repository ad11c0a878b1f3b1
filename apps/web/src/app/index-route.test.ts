import { describe, expect, test } from 'vitest';
import type { RouteObject } from 'react-router';
import { EcommerceDashboardRoute } from '../demo/dashboards/routes/ecommerce-dashboard';
import { demoMockLoader } from '../demo/demo-mock-loader';
import { MAIN_LAYOUT_ID, routes } from './router';

describe('the index route', () => {
  test('`/` is the e-commerce demo dashboard, whose loader starts the demo mock first', async () => {
    const main = routes[0]?.children?.find((route) => route.id === MAIN_LAYOUT_ID);
    const index = main?.children?.find((route) => route.index) as RouteObject;
    // Lazy: neither the dashboard nor the mock's loader is in the shell.
    expect(index.Component).toBeUndefined();
    expect(index.loader).toBeUndefined();
    const lazy = index.lazy as () => Promise<Pick<RouteObject, 'Component' | 'loader'>>;
    const loaded = await lazy();
    expect(loaded.Component).toBe(EcommerceDashboardRoute);
    expect(loaded.loader).toBe(demoMockLoader);
  });
});
