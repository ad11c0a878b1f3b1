import { BlankLayout } from '../../../shared/layout/blank-layout';
import { renderRoutes } from '../../../shared/testing/render';
import { DEMO_ACCOUNT_ROUTES } from '../../routes/account-routes';

/** The account routes as registered, in the blank layout, plus where they lead. */
export function renderAccountPage(path: string) {
  return renderRoutes(
    [
      {
        element: <BlankLayout />,
        HydrateFallback: () => null,
        children: [
          ...DEMO_ACCOUNT_ROUTES,
          { path: 'access-control', element: <h1>Access control page</h1> },
          { path: 'login', element: <h1>Product login page</h1> },
        ],
      },
    ],
    path,
  );
}
