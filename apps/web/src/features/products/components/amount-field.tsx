import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../shared/forms/form-field';

interface AmountFieldProps {
  label: string;
  hint?: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
}

/** A KES amount typed as text ("1500.50"): the contract reads it exactly, to the cent. */
export function AmountField({ label, hint, error, registration }: AmountFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field, invalid) => (
        <div className={`input-group ${invalid ? 'has-validation' : ''}`}>
          <span className="input-group-text">KES</span>
          <input
            {...field}
            {...registration}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        </div>
      )}
    </FormField>
  );
}
