import { useState } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  invalid: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide button (people type passwords on phones). */
export function PasswordField({ invalid, ref, ...input }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={`input-group input-group-merge ${invalid ? 'has-validation' : ''}`}>
      <input
        {...input}
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={`form-control ${invalid ? 'is-invalid' : ''}`}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={t('ui.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </button>
    </div>
  );
}
