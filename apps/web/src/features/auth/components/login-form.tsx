import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@pamoja/contract/auth';
import { isHttpError } from '../../../shared/http/http-error';
import { useLogin } from '../api/login';
import { loginResolver } from '../api/login-schema';
import { PasswordField } from './password-field';

type Field = keyof LoginRequest;

// Validation error types (zod issue codes) → translated messages.
const MESSAGE_KEYS: Record<Field, Record<string, string>> = {
  username: {
    too_small: 'auth.login.errors.usernameRequired',
    too_big: 'auth.login.errors.tooLong',
  },
  password: {
    too_small: 'auth.login.errors.passwordRequired',
    too_big: 'auth.login.errors.tooLong',
  },
};

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { username: useId(), password: useId(), server: useId() };
  const mutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: loginResolver,
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });

  const messageFor = (field: Field, error: FieldError | undefined) => {
    if (!error) return undefined;
    // Server-side validation details come already worded.
    if (error.type === 'server') return error.message;
    return t(MESSAGE_KEYS[field][error.type] ?? 'auth.login.errors.invalid');
  };

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => {
        if (!isHttpError(error)) return;
        for (const detail of error.details) {
          if (detail.path === 'username' || detail.path === 'password') {
            setError(detail.path, { type: 'server', message: detail.message });
          }
        }
      },
    }),
  );

  const serverError = isHttpError(mutation.error) ? mutation.error.text : undefined;
  const field = (name: Field) => {
    const message = messageFor(name, errors[name]);
    return {
      message,
      inputProps: {
        id: ids[name],
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? `${ids[name]}-error` : undefined,
        ...register(name),
      },
    };
  };
  const username = field('username');
  const password = field('password');

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={serverError ? ids.server : undefined}
    >
      {serverError && (
        <div id={ids.server} className="alert alert-danger" role="alert">
          {serverError}
        </div>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor={ids.username}>
          {t('auth.login.username')}
        </label>
        <input
          {...username.inputProps}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.login.usernamePlaceholder')}
          className={`form-control ${username.message ? 'is-invalid' : ''}`}
        />
        {username.message && (
          <div id={`${ids.username}-error`} className="invalid-feedback">
            {username.message}
          </div>
        )}
      </div>
      <div className="mb-3">
        <div className="d-flex justify-content-between align-items-baseline">
          <label className="form-label" htmlFor={ids.password}>
            {t('auth.login.password')}
          </label>
          <Link to="/forgot-password" className="small">
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <PasswordField
          {...password.inputProps}
          invalid={Boolean(password.message)}
          autoComplete="current-password"
        />
        {password.message && (
          <div id={`${ids.password}-error`} className="invalid-feedback d-block">
            {password.message}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={mutation.isPending}>
        {mutation.isPending && (
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        )}{' '}
        {mutation.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      <p className="text-center mt-3 mb-0">
        {t('auth.login.newHere')} <Link to="/register">{t('auth.login.createAccount')}</Link>
      </p>
    </form>
  );
}
