import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormField, TextField } from '../../../../shared/forms/form-field';
import { SubmitButton } from '../../../../shared/forms/submit-button';
import { isHttpError } from '../../../../shared/http/http-error';
import { useDemoLogin } from '../../../auth/demo-auth-api';
import { startDemoSession } from '../../../auth/demo-session';
import type { AccountVariant } from '../components/account-frame';
import { PasswordField } from '../../../../shared/forms/password-field';
import { loginSchema } from '../lib/account-schemas';
import type { LoginValues } from '../lib/account-schemas';
import { useFieldError } from '../lib/use-field-error';

/** Signs in to the demo auth; the demo login then shows on /access-control. */
export function DemoLoginForm({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const mutation = useDemoLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(({ email, password }) =>
    mutation.mutate(
      { email, password },
      {
        onSuccess: (answer) => {
          startDemoSession(answer);
          void navigate('/access-control');
        },
      },
    ),
  );
  // The demo's own words ('Email or Password is Invalid'), as it answered.
  const failure = isHttpError(mutation.error) ? mutation.error.text : undefined;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <p className="small text-body-secondary">
        {t('demo.account.login.accounts')}
        <br />
        <code>admin@demo.com</code> / <code>admin</code> · <code>client@demo.com</code> /{' '}
        <code>client</code>
      </p>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <TextField
        label={t('demo.account.fields.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        placeholder="admin@demo.com"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <FormField label={t('demo.account.fields.password')} error={fieldError(errors.password)}>
        {(control, invalid) => (
          <PasswordField
            {...control}
            {...register('password')}
            invalid={invalid}
            autoComplete="current-password"
          />
        )}
      </FormField>
      <p className="text-end mb-3">
        <Link to={`/pages/forgot-password-${variant}`}>{t('demo.account.login.forgot')}</Link>
      </p>
      <SubmitButton
        pending={mutation.isPending}
        className="btn btn-primary w-100"
        pendingLabel={t('demo.account.login.submitting')}
      >
        {t('demo.account.login.submit')}
      </SubmitButton>
      <p className="text-center mt-3 mb-0">
        {t('demo.account.login.newHere')}{' '}
        <Link to={`/pages/register-${variant}`}>{t('demo.account.login.createAccount')}</Link>
      </p>
    </form>
  );
}
