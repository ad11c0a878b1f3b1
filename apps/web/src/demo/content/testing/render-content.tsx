import { expect } from 'vitest';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../shared/testing/render';
import { DEMO_CONTENT_ROUTES } from '../../routes/content-routes';

/**
 * A content page through its real route (lazy code and strings), on the demo mock. Resolves once
 * the route's code has arrived: the first page of a file waits for its transform, which on a busy
 * machine takes longer than one query's wait.
 */
export async function renderContent(path: string) {
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/', children: DEMO_CONTENT_ROUTES }], path);
  await waitFor(() => expect(view.router.state.initialized).toBe(true), { timeout: 30_000 });
  return { user, ...view };
}
