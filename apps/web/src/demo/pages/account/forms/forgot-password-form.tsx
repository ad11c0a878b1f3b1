import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../shared/forms/form-field';
import type { AccountVariant } from '../components/account-frame';
import { BackToLogin } from '../components/back-to-login';
import { DoneNotice } from '../components/done-notice';
import { emailOnlySchema } from '../lib/account-schemas';
import type { EmailOnlyValues } from '../lib/account-schemas';
import { useFieldError } from '../lib/use-field-error';

/** The demo has no reset endpoint: a valid address gets the success state, and no e-mail. */
export function DemoForgotPasswordForm({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  return (
    <>
      {sentTo ? (
        <DoneNotice>{t('demo.account.forgot.sent', { email: sentTo })}</DoneNotice>
      ) : (
        <form
          className="auth-form"
          noValidate
          onSubmit={handleSubmit(({ email }) => setSentTo(email))}
        >
          <TextField
            label={t('demo.account.fields.email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            placeholder="john@example.com"
            error={fieldError(errors.email)}
            {...register('email')}
          />
          <button type="submit" className="btn btn-primary w-100">
            {t('demo.account.forgot.submit')}
          </button>
        </form>
      )}
      <BackToLogin variant={variant} />
    </>
  );
}
