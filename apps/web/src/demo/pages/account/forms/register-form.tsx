import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormField, TextField } from '../../../../shared/forms/form-field';
import { SubmitButton } from '../../../../shared/forms/submit-button';
import { isHttpError } from '../../../../shared/http/http-error';
import { useDemoRegister } from '../../../auth/demo-auth-api';
import { startDemoSession } from '../../../auth/demo-session';
import type { AccountVariant } from '../components/account-frame';
import { PasswordField } from '../../../../shared/forms/password-field';
import { registerSchema } from '../lib/account-schemas';
import type { RegisterValues } from '../lib/account-schemas';
import { useFieldError } from '../lib/use-field-error';

/** A new demo account (it lasts until reload), signed in at once like the template's. */
export function DemoRegisterForm({ variant }: { variant: AccountVariant }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const mutation = useDemoRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', terms: false },
  });

  const onSubmit = handleSubmit(({ username, email, password }) =>
    mutation.mutate(
      { username, email, password },
      {
        onSuccess: (answer) => {
          startDemoSession(answer);
          void navigate('/access-control');
        },
      },
    ),
  );
  // 'This email is already in use.' and the username's twin, as the demo answered.
  const failure = isHttpError(mutation.error) ? mutation.error.text : undefined;
  const termsError = fieldError(errors.terms)?.message;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <TextField
        label={t('demo.account.fields.username')}
        autoComplete="username"
        spellCheck={false}
        placeholder="johndoe"
        error={fieldError(errors.username)}
        {...register('username')}
      />
      <TextField
        label={t('demo.account.fields.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        placeholder="john@example.com"
        error={fieldError(errors.email)}
        {...register('email')}
      />
      <FormField
        label={t('demo.account.fields.password')}
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
      <div className="form-check mb-3">
        <input
          id="demo-register-terms"
          type="checkbox"
          className={`form-check-input ${termsError ? 'is-invalid' : ''}`}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'demo-register-terms-error' : undefined}
          {...register('terms')}
        />
        <label className="form-check-label" htmlFor="demo-register-terms">
          {t('demo.account.register.terms')}
        </label>
        {termsError && (
          <div id="demo-register-terms-error" className="invalid-feedback">
            {termsError}
          </div>
        )}
      </div>
      <SubmitButton
        pending={mutation.isPending}
        className="btn btn-primary w-100"
        pendingLabel={t('demo.account.register.submitting')}
      >
        {t('demo.account.register.submit')}
      </SubmitButton>
      <p className="text-center mt-3 mb-0">
        {t('demo.account.register.haveAccount')}{' '}
        <Link to={`/pages/login-${variant}`}>{t('demo.account.register.signIn')}</Link>
      </p>
    </form>
  );
}
