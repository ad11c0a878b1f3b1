import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface NumberStepperProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  size?: 'sm' | 'lg';
  colour?: string;
  /** Shows the value this way when the field is not being typed in (money, a percentage). */
  suffix?: string;
}

/** A number with − and + buttons; the field takes typing and the arrow keys too. */
export function NumberStepper({
  label,
  value,
  onChange,
  min = -Infinity,
  max = Infinity,
  step = 1,
  size,
  colour = 'primary',
  suffix,
}: NumberStepperProps) {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  const digits = (String(step).split('.')[1] ?? '').length;
  const set = (next: number) =>
    onChange(Number(Math.min(max, Math.max(min, next)).toFixed(digits)));
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className={`input-group number-stepper ${size ? `input-group-${size}` : ''}`}>
        <button
          type="button"
          className={`btn btn-${colour}`}
          onClick={() => set(value - step)}
          disabled={value <= min}
          aria-label={t('number.less', { label })}
        >
          <Minus size={14} aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          className="form-control text-center"
          value={value}
          min={Number.isFinite(min) ? min : undefined}
          max={Number.isFinite(max) ? max : undefined}
          step={step}
          onChange={(event) => event.target.value !== '' && set(Number(event.target.value))}
        />
        {suffix && <span className="input-group-text">{suffix}</span>}
        <button
          type="button"
          className={`btn btn-${colour}`}
          onClick={() => set(value + step)}
          disabled={value >= max}
          aria-label={t('number.more', { label })}
        >
          <Plus size={14} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
