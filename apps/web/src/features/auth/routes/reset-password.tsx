import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { isHttpError } from '../../../shared/http/http-error';
import { useCheckResetToken } from '../api/check-reset-token';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** The link from the reset e-mail: checked first, so nobody types a password for nothing. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const check = useCheckResetToken(token);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthCard title={t('auth.reset.doneTitle')}>
        <div role="status" className="text-center">
          <CircleCheck className="text-success mb-3" size={48} aria-hidden="true" />
          <p>{t('auth.reset.done')}</p>
        </div>
        <Link to="/login" className="btn btn-primary w-100">
          {t('auth.reset.signIn')}
        </Link>
      </AuthCard>
    );
  }

  if (check.isPending) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <p role="status" className="d-flex align-items-center gap-2">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('auth.reset.checking')}
        </p>
      </AuthCard>
    );
  }

  // The server could not be asked (offline, 5xx): that says nothing about the link.
  const unanswered =
    check.isError &&
    !(isHttpError(check.error) && check.error.status >= 400 && check.error.status < 500);
  if (unanswered) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <p role="alert">{isHttpError(check.error) ? check.error.text : t('auth.reset.invalid')}</p>
        <button
          type="button"
          className="btn btn-primary w-100"
          onClick={() => void check.refetch()}
        >
          {t('auth.reset.retry')}
        </button>
      </AuthCard>
    );
  }

  // A malformed link answers 400 rather than `valid: false`; both mean "ask for a new one".
  if (check.isError || !check.data.valid) {
    return (
      <AuthCard title={t('auth.reset.invalidTitle')}>
        <p role="alert">{t('auth.reset.invalid')}</p>
        <Link to="/forgot-password" className="btn btn-primary w-100">
          {t('auth.reset.requestNew')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthCard>
  );
}
