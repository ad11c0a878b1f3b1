import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../../shared/forms/form-field';
import { useDemoSession } from '../../../auth/demo-session';
import type { AccountVariant } from '../components/account-frame';
import { BackToLogin } from '../components/back-to-login';
import { DoneNotice } from '../components/done-notice';
import { emailOnlySchema } from '../lib/account-schemas';
import type { EmailOnlyValues } from '../lib/account-schemas';
import { useFieldError } from '../lib/use-field-error';

/** "Check your inbox", with a way to skip and to ask for the link again (to any address). */
export function DemoVerifyEmailPanel({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const signedInEmail = useDemoSession((state) => state.userData?.email);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    mode: 'onTouched',
    defaultValues: { email: signedInEmail ?? '' },
  });

  return (
    <>
      <Link to="/access-control" className="btn btn-primary w-100 mb-4">
        {t('demo.account.verify.skip')}
      </Link>
      {resentTo ? (
        <DoneNotice>{t('demo.account.verify.resent', { email: resentTo })}</DoneNotice>
      ) : (
        <form
          className="auth-form"
          noValidate
          onSubmit={handleSubmit(({ email }) => setResentTo(email))}
        >
          <p className="mb-2">{t('demo.account.verify.noMail')}</p>
          <TextField
            label={t('demo.account.fields.email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            error={fieldError(errors.email)}
            {...register('email')}
          />
          <button type="submit" className="btn btn-outline-primary w-100">
            {t('demo.account.verify.resend')}
          </button>
        </form>
      )}
      <BackToLogin variant={variant} />
    </>
  );
}
