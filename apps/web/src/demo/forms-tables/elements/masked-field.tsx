import { useEffect, useId, useRef, useState } from 'react';
import { MaskInput } from 'maska';
import type { MaskInputOptions } from 'maska';
import { useTranslation } from 'react-i18next';

interface MaskedFieldProps {
  label: string;
  options: MaskInputOptions;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
}

/** An input that formats what is typed (maska), and says what the mask leaves as raw value. */
export function MaskedField({
  label,
  options,
  placeholder,
  inputMode = 'numeric',
}: MaskedFieldProps) {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [raw, setRaw] = useState({ unmasked: '', completed: false });
  useEffect(() => {
    if (!input.current) return;
    const mask = new MaskInput(input.current, {
      ...options,
      onMaska: (detail) => setRaw({ unmasked: detail.unmasked, completed: detail.completed }),
    });
    return () => mask.destroy();
    // The options are the example's constants: set once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={input}
        className="form-control"
        placeholder={placeholder}
        inputMode={inputMode}
        aria-describedby={`${id}-raw`}
      />
      <div id={`${id}-raw`} className="form-text">
        {raw.unmasked ? t('mask.raw', { value: raw.unmasked }) : t('mask.empty')}
        {raw.completed && <span className="text-success"> · {t('mask.complete')}</span>}
      </div>
    </div>
  );
}
