import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../shared/forms/form-field';
import type { AccountVariant } from '../components/account-frame';
import { BackToLogin } from '../components/back-to-login';
import { DoneNotice } from '../components/done-notice';
import { PasswordField } from '../../../../shared/forms/password-field';
import { resetPasswordSchema } from '../lib/account-schemas';
import type { ResetPasswordValues } from '../lib/account-schemas';
import { useFieldError } from '../lib/use-field-error';

/** A new password, checked and confirmed; the demo changes nothing and says so. */
export function DemoResetPasswordForm({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <>
      {done ? (
        <DoneNotice>{t('demo.account.reset.done')}</DoneNotice>
      ) : (
        <form className="auth-form" noValidate onSubmit={handleSubmit(() => setDone(true))}>
          <FormField
            label={t('demo.account.fields.newPassword')}
            error={fieldError(errors.password)}
            hint={t('demo.account.register.passwordHint')}
          >
            {(control, invalid) => (
              <PasswordField
                {...control}
                {...register('password')}
                invalid={invalid}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <FormField
            label={t('demo.account.fields.confirmPassword')}
            error={fieldError(errors.confirmPassword)}
          >
            {(control, invalid) => (
              <PasswordField
                {...control}
                {...register('confirmPassword')}
                invalid={invalid}
                autoComplete="new-password"
              />
            )}
          </FormField>
          <button type="submit" className="btn btn-primary w-100">
            {t('demo.account.reset.submit')}
          </button>
        </form>
      )}
      <BackToLogin variant={variant} />
    </>
  );
}
