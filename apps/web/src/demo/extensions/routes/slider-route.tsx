import { useState } from 'react';
import Slider from 'rc-slider';
import 'rc-slider/assets/index.css';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/money';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import './slider.scss';

/** `/extensions/slider`: rc-slider with one handle, two, steps with marks, and upright. */
export function SliderRoute() {
  const { t } = useTranslation('demo-extensions');
  const money = useMoney();
  const [single, setSingle] = useState(40);
  const [range, setRange] = useState<number[]>([2000, 7500]);
  const [step, setStep] = useState(50);
  const [vertical, setVertical] = useState(30);
  const [limited, setLimited] = useState<number[]>([20, 60]);
  return (
    <ShowcasePage title={t('slider.title')} lead={t('slider.lead')}>
      <ShowcaseCard title={t('slider.single')}>
        <Slider
          value={single}
          onChange={(value) => setSingle(value as number)}
          ariaLabelForHandle={t('slider.volume')}
        />
        <p className="small mt-3 mb-0">{t('slider.volumeValue', { value: single })}</p>
      </ShowcaseCard>
      <ShowcaseCard title={t('slider.range')}>
        <Slider
          range
          min={0}
          max={10000}
          step={250}
          value={range}
          onChange={(value) => setRange(value as number[])}
          ariaLabelForHandle={[t('slider.from'), t('slider.to')]}
          ariaValueTextFormatterForHandle={(value) => money(value)}
        />
        <p className="small mt-3 mb-0">
          {t('slider.between', { from: money(range[0] ?? 0), to: money(range[1] ?? 0) })}
        </p>
      </ShowcaseCard>
      <ShowcaseCard title={t('slider.steps')}>
        <Slider
          min={0}
          max={100}
          step={25}
          dots
          marks={{ 0: '0', 25: '25', 50: '50', 75: '75', 100: '100' }}
          value={step}
          onChange={(value) => setStep(value as number)}
          ariaLabelForHandle={t('slider.progress')}
        />
        <p className="small mt-4 mb-0">{t('slider.percent', { value: step })}</p>
      </ShowcaseCard>
      <ShowcaseCard title={t('slider.limits')} description={t('slider.limitsNote')}>
        <Slider
          range
          min={0}
          max={100}
          pushable={10}
          value={limited}
          onChange={(value) => setLimited(value as number[])}
          ariaLabelForHandle={[t('slider.from'), t('slider.to')]}
        />
        <p className="small mt-3 mb-0">
          {t('slider.betweenPlain', { from: limited[0], to: limited[1] })}
        </p>
      </ShowcaseCard>
      <ShowcaseCard title={t('slider.vertical')}>
        <div className="d-flex align-items-center gap-4">
          <div className="slider-vertical">
            <Slider
              vertical
              value={vertical}
              onChange={(value) => setVertical(value as number)}
              ariaLabelForHandle={t('slider.temperature')}
            />
          </div>
          <p className="mb-0">{t('slider.degrees', { value: vertical })}</p>
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('slider.disabled')}>
        <Slider disabled defaultValue={60} ariaLabelForHandle={t('slider.locked')} />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
