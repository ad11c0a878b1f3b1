import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterRoute() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthCard title={t('auth.register.sentTitle')}>
        <div role="status" className="text-center">
          <MailCheck className="text-success mb-3" size={48} aria-hidden="true" />
          <p>{t('auth.register.sentText', { email: sentTo })}</p>
        </div>
        <Link to="/login" className="btn btn-primary w-100">
          {t('auth.register.signIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <RegisterForm onRegistered={setSentTo} />
    </AuthCard>
  );
}
