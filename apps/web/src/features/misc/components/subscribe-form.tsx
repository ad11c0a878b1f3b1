import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmailAddress } from '../lib/is-email-address';

/**
 * The coming-soon page's "notify me" form. Checked by hand (one field; no form library on this
 * public page): on submit, then on every change once a message shows. There is no list to join
 * yet, and the success message says so rather than promise an e-mail.
 */
export function SubscribeForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const check = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return t('misc.comingSoon.emailRequired');
    return isEmailAddress(trimmed) ? null : t('misc.comingSoon.emailInvalid');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(email);
    setError(problem);
    if (!problem) setDone(email.trim());
  };

  if (done) {
    return (
      <p role="status" className="alert alert-success misc-subscribe">
        {t('misc.comingSoon.subscribed', { email: done })}
      </p>
    );
  }
  return (
    <form className="misc-subscribe" noValidate onSubmit={onSubmit}>
      <label className="form-label" htmlFor={id}>
        {t('misc.comingSoon.emailLabel')}
      </label>
      <div className="input-group has-validation">
        <input
          id={id}
          type="email"
          autoComplete="email"
          spellCheck={false}
          placeholder="john@example.com"
          className={`form-control ${error ? 'is-invalid' : ''}`}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(check(event.target.value));
          }}
        />
        <button type="submit" className="btn btn-primary">
          {t('misc.comingSoon.notify')}
        </button>
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        )}
      </div>
    </form>
  );
}
