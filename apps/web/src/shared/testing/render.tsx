import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { createQueryClient } from '../http/query-client';
import { Toaster } from '../notifications/toaster';

interface RenderOptions {
  /** The app's route discovery (app/router.tsx), for screens outside the static table. */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
  /** History state of the first entry (e.g. where a guard said the user was going). */
  state?: unknown;
}

/** Renders routes the way the app does: query client, router and toaster. */
export function renderRoutes(
  routes: RouteObject[],
  initialPath: string,
  options: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, {
    initialEntries: [
      { pathname: initialPath.split('?')[0], search: searchOf(initialPath), state: options.state },
    ],
    patchRoutesOnNavigation: options.patchRoutesOnNavigation,
  });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

function searchOf(path: string): string {
  const index = path.indexOf('?');
  return index === -1 ? '' : path.slice(index);
}
