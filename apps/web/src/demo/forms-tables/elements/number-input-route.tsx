import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import { NumberStepper } from './number-stepper';

/** `/forms/elements/number-input`: steppers with limits, decimals, units, sizes and colours. */
export function NumberInputRoute() {
  const { t } = useTranslation('demo-forms');
  const [basic, setBasic] = useState(10);
  const [limited, setLimited] = useState(3);
  const [decimal, setDecimal] = useState(1.5);
  const [rate, setRate] = useState(12);
  const [sizes, setSizes] = useState({ sm: 1, md: 2, lg: 3 });
  return (
    <ShowcasePage title={t('number.title')} lead={t('number.lead')}>
      <ShowcaseCard title={t('number.basic')}>
        <NumberStepper label={t('number.quantity')} value={basic} onChange={setBasic} />
        <p className="small mb-0" aria-live="polite">
          {t('number.current', { value: basic })}
        </p>
      </ShowcaseCard>
      <ShowcaseCard title={t('number.minMax')}>
        <NumberStepper
          label={t('number.seats')}
          value={limited}
          onChange={setLimited}
          min={1}
          max={5}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('number.decimal')}>
        <NumberStepper
          label={t('number.weight')}
          value={decimal}
          onChange={setDecimal}
          min={0}
          step={0.1}
          suffix="kg"
          colour="success"
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('number.formatting')}>
        <NumberStepper
          label={t('number.rate')}
          value={rate}
          onChange={setRate}
          min={0}
          max={100}
          step={0.5}
          suffix="%"
          colour="info"
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('number.sizes')} wide>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <NumberStepper
            key={size}
            label={t(`number.size.${size}`)}
            value={sizes[size]}
            onChange={(value) => setSizes((now) => ({ ...now, [size]: value }))}
            size={size === 'md' ? undefined : size}
            colour={size === 'lg' ? 'warning' : 'secondary'}
          />
        ))}
      </ShowcaseCard>
    </ShowcasePage>
  );
}
