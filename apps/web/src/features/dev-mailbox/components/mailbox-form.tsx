import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface MailboxFormProps {
  initial: string;
  onOpen: (to: string) => void;
}

export function MailboxForm({ initial, onOpen }: MailboxFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [to, setTo] = useState(initial);
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = to.trim();
    setMissing(value.length < 3);
    if (value.length >= 3) onOpen(value);
  };

  return (
    <form className="row g-2 align-items-end mb-4" noValidate onSubmit={onSubmit}>
      <div className="col-sm">
        <label className="form-label" htmlFor={id}>
          {t('devMailbox.to')}
        </label>
        <input
          id={id}
          type="text"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          className={`form-control ${missing ? 'is-invalid' : ''}`}
          placeholder="jane@example.com or 0712 345 678"
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        {missing && (
          <div id={`${id}-error`} className="invalid-feedback">
            {t('devMailbox.toRequired')}
          </div>
        )}
      </div>
      <div className="col-sm-auto">
        <button type="submit" className="btn btn-primary">
          {t('devMailbox.open')}
        </button>
      </div>
    </form>
  );
}
