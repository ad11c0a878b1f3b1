import { useState } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  invalid: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a show/hide button, as the product's login has (people type on phones). */
export function PasswordInput({ invalid, ref, ...input }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={`input-group ${invalid ? 'has-validation' : ''}`}>
      <input
        {...input}
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={`form-control ${invalid ? 'is-invalid' : ''}`}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={t('demo.account.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </button>
    </div>
  );
}
