import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import type { AccountVariant } from './account-frame';

/** The way back from the password and verification pages, to the login of the same design. */
export function BackToLogin({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  return (
    <p className="text-center mt-3 mb-0">
      <Link to={`/pages/login-${variant}`} className="d-inline-flex align-items-center gap-1">
        <ChevronLeft size={16} aria-hidden="true" className="account-flip" />
        {t('demo.account.backToLogin')}
      </Link>
    </p>
  );
}
