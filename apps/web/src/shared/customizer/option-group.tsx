import { useId } from 'react';
import type { ReactNode } from 'react';

export interface Option<V extends string> {
  value: V;
  label: string;
  /** Replaces the visible text (the label stays as the accessible name). */
  visual?: ReactNode;
}

interface OptionGroupProps<V extends string> {
  legend: string;
  name: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  variant?: 'buttons' | 'swatches';
}

/** Native radios: arrow keys, focus and screen-reader semantics come for free. */
export function OptionGroup<V extends string>(props: OptionGroupProps<V>) {
  const { legend, name, value, options, onChange, variant = 'buttons' } = props;
  const baseId = useId();
  return (
    <fieldset className="customizer-group">
      <legend className="customizer-legend">{legend}</legend>
      <div className={`customizer-options customizer-options-${variant}`}>
        {options.map((option) => (
          // The input covers its label: clicks and automation hit the real radio.
          <label key={option.value} className={`customizer-option customizer-option-${variant}`}>
            <input
              type="radio"
              className="customizer-option-input"
              name={`${name}-${baseId}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.visual}
            <span className={option.visual ? 'visually-hidden' : undefined}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SwitchField({ label, checked, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="form-check form-switch customizer-switch">
      <input
        className="form-check-input"
        type="checkbox"
        role="switch"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
