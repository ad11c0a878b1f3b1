import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../shared/config/env';
import { Logo } from '../../../shared/ui/logo';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { LoginForm } from '../components/login-form';

export function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
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
