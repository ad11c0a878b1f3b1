import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

type ModalFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string };

/** A labelled input for the example dialogs (they keep nothing, so no form library). */
export function ModalField({ label, className = 'mb-3', ...input }: ModalFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} className="form-control" {...input} />
    </div>
  );
}
