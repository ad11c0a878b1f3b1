import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Heart, Search, Settings, Star } from 'lucide-react';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { VARIANTS } from '../lib/variants';
import { RippleButton } from '../widgets/ripple-button';
import './buttons.scss';

const STYLES = [
  ['filled', 'btn-'],
  ['outline', 'btn-outline-'],
  ['flat', 'btn-flat-'],
  ['gradient', 'btn-gradient-'],
  ['relief', 'btn-relief-'],
] as const;

/** `/components/buttons`: every button style, each with the 500 ms ripple. */
export function ButtonsPage() {
  const { t } = useTranslation('demo-ui');
  const [checked, setChecked] = useState<string[]>(['left']);
  const [radio, setRadio] = useState('middle');
  const positions = ['left', 'middle', 'right'] as const;
  const toggle = (value: string) =>
    setChecked((current) =>
      current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
    );

  return (
    <ShowcasePage page="buttons">
      {STYLES.map(([style, prefix]) => (
        <ExampleCard
          key={style}
          title={t(`buttons.${style}`)}
          code={
            style === 'filled'
              ? '<RippleButton className="btn btn-primary">Primary</RippleButton>'
              : undefined
          }
        >
          <div className="showcase-row">
            {VARIANTS.map((variant) => (
              <RippleButton key={variant} className={`btn ${prefix}${variant}`}>
                {t(`variants.${variant}`)}
              </RippleButton>
            ))}
          </div>
        </ExampleCard>
      ))}
      <ExampleCard title={t('buttons.round')}>
        <div className="showcase-row">
          {VARIANTS.slice(0, 4).map((variant) => (
            <RippleButton key={variant} className={`btn btn-outline-${variant} rounded-pill`}>
              {t(`variants.${variant}`)}
            </RippleButton>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('buttons.icons')}>
        <div className="showcase-row">
          <RippleButton className="btn btn-primary d-inline-flex align-items-center gap-2">
            <Star size={16} aria-hidden="true" /> {t('buttons.favourite')}
          </RippleButton>
          <RippleButton className="btn btn-outline-secondary d-inline-flex align-items-center gap-2">
            {t('buttons.next')} <ArrowRight size={16} aria-hidden="true" />
          </RippleButton>
        </div>
      </ExampleCard>
      <ExampleCard title={t('buttons.iconOnly')}>
        <div className="showcase-row">
          <RippleButton className="btn btn-square btn-primary" aria-label={t('buttons.search')}>
            <Search size={16} aria-hidden="true" />
          </RippleButton>
          <RippleButton
            className="btn btn-square btn-outline-danger"
            aria-label={t('buttons.like')}
          >
            <Heart size={16} aria-hidden="true" />
          </RippleButton>
          <RippleButton
            className="btn btn-square btn-flat-secondary rounded-circle"
            aria-label={t('buttons.settings')}
          >
            <Settings size={16} aria-hidden="true" />
          </RippleButton>
        </div>
      </ExampleCard>
      <ExampleCard title={t('buttons.groups')}>
        <div className="btn-group" role="group" aria-label={t('buttons.groups')}>
          {positions.map((position) => (
            <RippleButton key={position} className="btn btn-outline-primary">
              {t(`buttons.${position}`)}
            </RippleButton>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('buttons.checkRadio')} description={t('buttons.checkRadioText')}>
        <div className="showcase-row">
          <div className="btn-group" role="group" aria-label={t('buttons.checkboxes')}>
            {positions.map((position) => (
              <Fragment key={position}>
                <input
                  type="checkbox"
                  className="btn-check"
                  id={`buttons-check-${position}`}
                  checked={checked.includes(position)}
                  onChange={() => toggle(position)}
                />
                <label className="btn btn-outline-primary" htmlFor={`buttons-check-${position}`}>
                  {t(`buttons.${position}`)}
                </label>
              </Fragment>
            ))}
          </div>
          <div className="btn-group" role="radiogroup" aria-label={t('buttons.radios')}>
            {positions.map((position) => (
              <Fragment key={position}>
                <input
                  type="radio"
                  className="btn-check"
                  name="buttons-radio"
                  id={`buttons-radio-${position}`}
                  checked={radio === position}
                  onChange={() => setRadio(position)}
                />
                <label className="btn btn-outline-primary" htmlFor={`buttons-radio-${position}`}>
                  {t(`buttons.${position}`)}
                </label>
              </Fragment>
            ))}
          </div>
        </div>
      </ExampleCard>
      <ExampleCard title={t('buttons.sizes')}>
        <div className="showcase-row">
          {(['lg', 'md', 'sm'] as const).map((size) => (
            <RippleButton
              key={size}
              className={`btn btn-primary${size === 'md' ? '' : ` btn-${size}`}`}
            >
              {t(`buttons.size.${size}`)}
            </RippleButton>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('buttons.block')}>
        <div className="d-grid gap-2">
          <RippleButton className="btn btn-primary">{t('buttons.blockButton')}</RippleButton>
          <RippleButton className="btn btn-outline-secondary">
            {t('buttons.blockButton')}
          </RippleButton>
        </div>
      </ExampleCard>
      <ExampleCard title={t('buttons.tags')} description={t('buttons.tagsText')}>
        <div className="showcase-row">
          <a className="btn btn-primary" href="#top">
            {t('buttons.link')}
          </a>
          <RippleButton className="btn btn-primary">{t('buttons.button')}</RippleButton>
          <input className="btn btn-primary" type="button" value={t('buttons.input')} />
        </div>
      </ExampleCard>
    </ShowcasePage>
  );
}
