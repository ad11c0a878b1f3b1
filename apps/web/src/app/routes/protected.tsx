import { Navigate, Outlet, useLocation } from 'react-router';
import { homePath, rememberedPath, SET_PIN_PATH } from '../../shared/session/role-home';
import { useSessionStore } from '../../shared/session/session-store';
import { allows, useAbility } from '../../shared/session/use-ability';
import { accessFor } from '../access';

/**
 * The private part of the app: no session → /login (remembering the page), no PIN yet →
 * /set-pin, an ability the active role lacks → /misc/not-authorized.
 */
export function ProtectedRoute() {
  const userData = useSessionStore((state) => state.userData);
  const location = useLocation();
  const ability = useAbility();
  const required = accessFor(location.pathname);
  const here = `${location.pathname}${location.search}`;

  if (!userData) return <Navigate to="/login" replace state={{ from: here }} />;
  if (!userData.hasPin) return <Navigate to={SET_PIN_PATH} replace state={{ from: here }} />;
  if (!allows(ability, required)) return <Navigate to="/misc/not-authorized" replace />;
  return <Outlet />;
}

/**
 * /set-pin: needs a session and makes sense only while the PIN is missing. Once it is set, this
 * guard (not the form) moves on: to the page that sent them here, else the role's home.
 */
export function PinSetupRoute() {
  const userData = useSessionStore((state) => state.userData);
  const location = useLocation();
  if (!userData) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (userData.hasPin) {
    return <Navigate to={rememberedPath(location.state) ?? homePath(userData)} replace />;
  }
  return <Outlet />;
}
