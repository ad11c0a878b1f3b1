import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@pamoja/contract/auth';
import { isHttpError } from '../../../shared/http/http-error';
import { useLogin } from '../api/login';
import { validateLogin } from '../api/login-schema';
import { PasswordField } from '../../../shared/forms/password-field';

type Field = keyof LoginRequest;
type FieldErrors = Partial<Record<Field, { type: string; message?: string }>>;

const FIELDS: readonly Field[] = ['username', 'password'];

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

/**
 * Two fields, checked by hand rather than with react-hook-form: /login must stay within its
 * 150 KB budget (docs/web-app.md) and the form library, shared with every other form, grows with
 * them. Behaves like the other forms (mode "onTouched"): a field is checked once it has been left,
 * then on every change; submitting checks both and focuses the first wrong one.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const ids = { username: useId(), password: useId(), server: useId() };
  const mutation = useLogin();
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const recheck = (name: Field, next: LoginRequest) =>
    setErrors((current) => ({ ...current, [name]: validateLogin(next).errors[name] }));

  const onChange = (name: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    if (touched[name]) recheck(name, next);
  };

  const onBlur = (name: Field) => () => {
    setTouched((current) => ({ ...current, [name]: true }));
    recheck(name, values);
  };

  const messageFor = (name: Field) => {
    const error = errors[name];
    if (!error) return undefined;
    // Server-side validation details come already worded.
    if (error.type === 'server') return error.message;
    return t(MESSAGE_KEYS[name][error.type] ?? 'auth.login.errors.invalid');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ username: true, password: true });
    const checked = validateLogin(values);
    setErrors(checked.errors);
    const firstWrong = FIELDS.find((name) => checked.errors[name]);
    if (firstWrong) {
      (firstWrong === 'username' ? usernameInput : passwordInput).current?.focus();
      return;
    }
    // On success the stored session makes LoginRoute move on (set-pin or the role's home).
    mutation.mutate(checked.values, {
      onError: (error) => {
        if (!isHttpError(error)) return;
        const fromServer: FieldErrors = {};
        for (const detail of error.details) {
          if (detail.path === 'username' || detail.path === 'password') {
            fromServer[detail.path] = { type: 'server', message: detail.message };
          }
        }
        setErrors(fromServer);
      },
    });
  };

  const serverError = isHttpError(mutation.error) ? mutation.error.text : undefined;
  const field = (name: Field) => {
    const message = messageFor(name);
    return {
      message,
      inputProps: {
        id: ids[name],
        name,
        value: values[name],
        onChange: onChange(name),
        onBlur: onBlur(name),
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? `${ids[name]}-error` : undefined,
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
          ref={usernameInput}
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
        <label className="form-label" htmlFor={ids.password}>
          {t('auth.login.password')}
        </label>
        <PasswordField
          {...password.inputProps}
          ref={passwordInput}
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
      {/* The links after the button: e-mail, Tab, password, Enter signs in (docs/web-app.md). */}
      <p className="text-center mt-3 mb-2">
        <Link to="/forgot-password">{t('auth.login.forgotPassword')}</Link>
      </p>
      <p className="text-center mb-0">
        {t('auth.login.newHere')} <Link to="/register">{t('auth.login.createAccount')}</Link>
      </p>
    </form>
  );
}
