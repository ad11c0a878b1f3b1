import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CircleCheck, CircleX } from 'lucide-react';
import { isHttpError } from '../../../shared/http/http-error';
import { AuthCard } from '../components/auth-card';
import { useVerifyAccount } from '../api/verify-account';

/** The link from the verification e-mail: confirms on arrival, then says what to do next. */
export function VerifyRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const verification = useVerifyAccount(token);

  if (verification.isPending) {
    return (
      <AuthCard title={t('auth.verify.title')}>
        <p role="status" className="d-flex align-items-center gap-2">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('auth.verify.checking')}
        </p>
      </AuthCard>
    );
  }

  if (verification.isError) {
    const error = verification.error;
    // Expired or already used links (410) and unknown ones (404) each get the server's advice.
    const text = isHttpError(error) ? error.text : t('auth.verify.failed');
    return (
      <AuthCard title={t('auth.verify.failedTitle')}>
        <div role="alert" className="text-center">
          <CircleX className="text-danger mb-3" size={48} aria-hidden="true" />
          <p>{text}</p>
          <p className="text-body-secondary">{t('auth.verify.failedHelp')}</p>
        </div>
        <div className="d-flex flex-wrap gap-2 justify-content-center">
          <Link to="/login" className="btn btn-primary">
            {t('auth.verify.signIn')}
          </Link>
          <Link to="/register" className="btn btn-outline-secondary">
            {t('auth.verify.registerAgain')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.verify.doneTitle')}>
      <div role="status" className="text-center">
        <CircleCheck className="text-success mb-3" size={48} aria-hidden="true" />
        <p>{t('auth.verify.done')}</p>
      </div>
      <Link to="/login" className="btn btn-primary w-100">
        {t('auth.verify.signIn')}
      </Link>
    </AuthCard>
  );
}
