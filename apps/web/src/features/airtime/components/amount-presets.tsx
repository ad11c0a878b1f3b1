import { useTranslation } from 'react-i18next';
import { AIRTIME_PRESETS } from '@pamoja/contract/airtime';
import { useMoney } from '../../../shared/format/money';

interface AmountPresetsProps {
  /** The amount field's current text, to mark the preset that matches it. */
  value: string;
  onPick: (amount: number) => void;
}

/** The common amounts, one tap each; the field beside them takes any other. */
export function AmountPresets({ value, onPick }: AmountPresetsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <fieldset className="mb-2">
      <legend className="form-label fs-6">{t('airtime.buy.presets')}</legend>
      <div className="d-flex flex-wrap gap-2">
        {AIRTIME_PRESETS.map((preset) => {
          const chosen = value.trim() === String(preset);
          return (
            <button
              key={preset}
              type="button"
              className={`btn btn-sm ${chosen ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={chosen}
              onClick={() => onPick(preset)}
            >
              {money(preset)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
