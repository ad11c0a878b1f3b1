import { useId, useState } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './quantity-input.scss';

interface QuantityInputProps {
  value: number;
  onChange: (value: number) => void;
  /** Names the field for screen readers ("Quantity of Sukari"). */
  label: string;
  /** The most pieces the field allows (the product's checkout takes 100, the demo's 10). */
  max: number;
  size?: 'sm';
}

/**
 * 1 to `max` pieces: − and + step, the box takes typing. What is typed
 * counts as soon as it is a whole number in range; anything else shows the last good value
 * again when the box is left.
 */
export function QuantityInput({ value, onChange, label, max, size }: QuantityInputProps) {
  const { t } = useTranslation();
  const id = useId();
  // What is being typed; null shows the value (which a click or another tab may change).
  const [draft, setDraft] = useState<string | null>(null);

  const step = (next: number) => {
    setDraft(null);
    onChange(next);
  };
  const type = (raw: string) => {
    setDraft(raw);
    const next = Number(raw);
    const valid = raw.trim() !== '' && Number.isInteger(next) && next >= 1;
    if (valid && next <= max && next !== value) onChange(next);
  };

  return (
    <div className={`input-group quantity-input ${size === 'sm' ? 'input-group-sm' : ''}`}>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={t('ui.quantity.less')}
        disabled={value <= 1}
        onClick={() => step(value - 1)}
      >
        <Minus size={14} aria-hidden="true" />
      </button>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="form-control text-center"
        inputMode="numeric"
        value={draft ?? String(value)}
        aria-describedby={`${id}-range`}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setDraft(null)}
      />
      <span id={`${id}-range`} className="visually-hidden">
        {t('ui.quantity.range', { max: max })}
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary"
        aria-label={t('ui.quantity.more')}
        disabled={value >= max}
        onClick={() => step(value + 1)}
      >
        <Plus size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
