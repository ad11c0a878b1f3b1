import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../shared/forms/field-message';

type CellInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  /** Said by screen readers: a table cell has no room for a visible label. */
  label: string;
  error?: FieldError;
  ref?: Ref<HTMLInputElement>;
};

/** An input inside a table row being edited, with its error right under it. */
export function CellInput({ label, error, ref, className, ...input }: CellInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const message = fieldMessage(t, error?.message);
  return (
    <>
      <input
        {...input}
        ref={ref}
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className={`form-control form-control-sm airtime-cell-input ${message ? 'is-invalid' : ''} ${className ?? ''}`}
      />
      {message && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </>
  );
}
