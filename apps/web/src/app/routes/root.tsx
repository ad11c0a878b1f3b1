import { Outlet } from 'react-router';
import { Customizer } from '../../shared/customizer/customizer';

export function RootRoute() {
  return (
    <>
      <Outlet />
      <Customizer />
    </>
  );
}
