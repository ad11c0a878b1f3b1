import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEMO_BLANK_ROUTES, DEMO_MAIN_ROUTES } from '../demo/demo-routes';
import { DEMO_PARENTS, loadDemoArea } from '../demo/demo-route-areas';
import { isDemoPath } from '../demo/demo-paths';
import { DEMO_MOCK_ROUTE_ID } from '../demo/navbar/navbar-bookmarks';
import { menuLinks } from '../shared/layout/menu-types';
import { BLANK_LAYOUT_ROUTES, MAIN_LAYOUT_ROUTES } from './discovered-routes';
import { MENU } from './navigation';
import { BLANK_LAYOUT_ID, MAIN_LAYOUT_ID, routes } from './router';

/**
 * The app's whole route table as the router ends up with it: the static routes, with the
 * discovered ones (the product's and the demo's route files) patched under their layouts.
 */
function wholeTable(): RouteObject[] {
  const patched: Record<string, RouteObject[]> = {
    [MAIN_LAYOUT_ID]: [...MAIN_LAYOUT_ROUTES, ...DEMO_MAIN_ROUTES],
    [BLANK_LAYOUT_ID]: [...BLANK_LAYOUT_ROUTES, ...DEMO_BLANK_ROUTES],
  };
  const withPatches = (route: RouteObject): RouteObject =>
    ({
      ...route,
      children: [...(route.children ?? []).map(withPatches), ...(patched[route.id ?? ''] ?? [])],
    }) as RouteObject;
  return routes.map(withPatches);
}

/** Whether `path` reaches a page of its own: the catch-all 404 does not count. */
function hasRoute(table: RouteObject[], path: string): boolean {
  const leaf = matchRoutes(table, path)?.at(-1)?.route;
  return leaf !== undefined && leaf.path !== '*';
}

describe('every menu link leads to a route', () => {
  const table = wholeTable();

  it('the table is read: known pages are found and an unknown one is not', () => {
    expect(hasRoute(table, '/wallet')).toBe(true);
    expect(hasRoute(table, '/misc/coming-soon')).toBe(true);
    expect(hasRoute(table, '/no/such/page')).toBe(false);
  });

  // Product and demo alike: a link without a route lands on the 404 page. Missing ones are listed.
  it('product and demo links, matched by path', () => {
    const links = menuLinks(MENU).map((link) => link.to);
    expect(links.length).toBeGreaterThan(40);
    expect(links.filter((to) => !hasRoute(table, to))).toEqual([]);
  });

  // The shell fetches the demo's route list only for demo paths: each demo page must be one.
  it('every demo route is under a demo path, and no product route is', () => {
    const demo = routePaths([...DEMO_MAIN_ROUTES, ...DEMO_BLANK_ROUTES]);
    expect(demo.length).toBeGreaterThan(20);
    expect(demo.filter((path) => !isDemoPath(path))).toEqual([]);
    const product = routePaths([...MAIN_LAYOUT_ROUTES, ...BLANK_LAYOUT_ROUTES]);
    expect(product.filter((path) => isDemoPath(path))).toEqual([]);
  });
});

/** Every path of a route list, parameters as written (`/apps/user/view/:id`). */
const routePaths = (list: RouteObject[], base = ''): string[] =>
  list.flatMap((route) => {
    const here = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    return [...(route.path ? [here] : []), ...routePaths(route.children ?? [], here)];
  });

/** The same, parameters filled in (`:id` → `x`), as a browser would ask for them. */
const concretePaths = (list: RouteObject[]) =>
  routePaths(list).map((path) => path.replace(/:\w+/g, 'x'));

describe('a demo page loads its own area of the demo, which serves it', () => {
  it.each([
    ['main', DEMO_MAIN_ROUTES],
    ['blank', DEMO_BLANK_ROUTES],
  ] as const)(
    'every %s-layout demo page is served by its area, in that layout',
    async (layout, list) => {
      const unserved: string[] = [];
      for (const path of concretePaths(list)) {
        const area = await loadDemoArea(path);
        const table = [{ ...DEMO_PARENTS[layout], children: area[layout] ?? [] }];
        if (!hasRoute(table, path)) unserved.push(path);
      }
      expect(unserved).toEqual([]);
    },
  );

  it('an area holds its own pages only, and a path no area serves loads none', async () => {
    const chat = concretePaths((await loadDemoArea('/apps/chat')).main ?? []);
    expect(chat).toContain('/apps/chat');
    expect(chat.some((path) => path.startsWith('/apps/email'))).toBe(false);
    expect(await loadDemoArea('/apps/no-such-app')).toEqual({});
  });
});

// The navbar asks the mock for bookmarks only under the route that started it.
it('the navbar knows the demo route that starts the mock', () => {
  expect(DEMO_MOCK_ROUTE_ID).toBe(DEMO_MAIN_ROUTES[0]?.id);
});
