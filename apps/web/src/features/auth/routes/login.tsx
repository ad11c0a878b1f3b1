import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { BRAND } from '../../../shared/config/env';
import { homePath, rememberedPath } from '../../../shared/session/role-home';
import { useSessionStore } from '../../../shared/session/session-store';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  const { t } = useTranslation();
  const userData = useSessionStore((state) => state.userData);
  const location = useLocation();
  useDocumentTitle(t('auth.login.title'));

  // Signed in (already, or by the form just now): the PIN first, then where they were going.
  if (userData) {
    const from = rememberedPath(location.state);
    const to = (userData.hasPin && from) || homePath(userData);
    return <Navigate to={to} replace state={from ? { from } : undefined} />;
  }

  return (
    <div className="auth-wrapper">
      <div className="card auth-card">
        <div className="card-body">
          <div className="auth-brand">
            <Logo size={36} />
            <span className="h4 mb-0">{BRAND}</span>
          </div>
          <h1 className="h4 mb-1">{t('auth.login.heading', { brand: BRAND })}</h1>
          <p className="text-body-secondary mb-4">{t('auth.login.intro')}</p>
          <LoginForm />
        </div>
      </div>
    </div>
  );
}
