import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './field-message';

/** What a control inside a FormField needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps, invalid: boolean) => ReactNode;
}

/** Label, control, hint and error wired together for screen readers (WCAG 1.3.1, 3.3.1). */
export function FormField({ label, error, hint, className = 'mb-3', children }: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const message = fieldMessage(t, error?.message);
  const described = [message ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children(
        {
          id,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
        },
        Boolean(message),
      )}
      {message && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {message}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A plain text input in a FormField; pass `register('name')` straight in. */
export function TextField({ label, error, hint, ref, className, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control, invalid) => (
        <input
          {...input}
          {...control}
          ref={ref}
          className={`form-control ${invalid ? 'is-invalid' : ''} ${className ?? ''}`}
        />
      )}
    </FormField>
  );
}
