import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthCard title={t('auth.forgot.title')} intro={sentTo ? undefined : t('auth.forgot.intro')}>
      {sentTo ? (
        // The same answer whether or not the address has an account (nothing is revealed).
        <p role="status">{t('auth.forgot.sent', { email: sentTo })}</p>
      ) : (
        <ForgotPasswordForm onSent={setSentTo} />
      )}
      <p className="text-center mt-3 mb-0">
        <Link to="/login" className="d-inline-flex align-items-center gap-1">
          <ChevronLeft size={16} aria-hidden="true" /> {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
