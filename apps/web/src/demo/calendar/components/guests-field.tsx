import { useController } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventFormValues } from '../lib/event-form';

interface GuestsFieldProps {
  control: Control<EventFormValues>;
  people: readonly string[];
}

/** The guests, a box per person in a short scrolling list (the template's multi-select). */
export function GuestsField({ control, people }: GuestsFieldProps) {
  const { t } = useTranslation('demo-calendar');
  const { field } = useController({ control, name: 'guests' });
  const toggle = (name: string, on: boolean) =>
    field.onChange(on ? [...field.value, name] : field.value.filter((guest) => guest !== name));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('form.guests')}</legend>
      <div className="calendar-guests">
        {people.map((name, index) => (
          <div key={name} className="form-check">
            <input
              id={`event-guest-${index}`}
              type="checkbox"
              className="form-check-input"
              checked={field.value.includes(name)}
              onChange={(event) => toggle(name, event.target.checked)}
            />
            <label htmlFor={`event-guest-${index}`} className="form-check-label">
              {name}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
