import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';

interface ExampleFormProps {
  /** Said in a toast once the browser's own checks pass. */
  done: string;
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** The example dialogs' forms: the browser checks the required fields, then a toast and close. */
export function ExampleForm({ done, submitLabel, onClose, children }: ExampleFormProps) {
  const { t } = useTranslation('demo-content');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    notify({ type: 'success', message: done });
    onClose();
  };
  return (
    <form onSubmit={submit}>
      {children}
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('modals.cancel')}
        </button>
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
