import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { VARIANTS } from '../lib/variants';
import { DemoDropdown } from '../widgets/demo-dropdown';

const DIRECTIONS = ['up', 'end', 'down', 'start'] as const;

/** `/components/dropdowns`: menu buttons, split, outlined, sized, in each direction. */
export function DropdownsPage() {
  const { t } = useTranslation('demo-ui');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  return (
    <ShowcasePage page="dropdowns">
      <ExampleCard title={t('dropdowns.controlled')} description={t('dropdowns.controlledText')}>
        <div className="showcase-row">
          <DemoDropdown
            label={t('dropdowns.menu')}
            show={open}
            onToggle={(next) => setOpen(next)}
            onChoose={(item) => setChosen(t(`dropdowns.items.${item}`))}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-pressed={open}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'dropdowns.close' : 'dropdowns.open')}
          </button>
        </div>
        <p className="mt-2 mb-0" aria-live="polite">
          {chosen && t('dropdowns.chosen', { item: chosen })}
        </p>
      </ExampleCard>
      <ExampleCard title={t('dropdowns.basic')}>
        <div className="showcase-row">
          {VARIANTS.slice(0, 4).map((variant) => (
            <DemoDropdown key={variant} label={t(`variants.${variant}`)} variant={variant} />
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('dropdowns.split')}>
        <div className="showcase-row">
          {VARIANTS.slice(0, 4).map((variant) => (
            <DemoDropdown key={variant} label={t(`variants.${variant}`)} variant={variant} split />
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('dropdowns.outline')}>
        <div className="showcase-row">
          {VARIANTS.slice(0, 4).map((variant) => (
            <DemoDropdown
              key={variant}
              label={t(`variants.${variant}`)}
              variant={`outline-${variant}`}
            />
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('dropdowns.sizes')}>
        <div className="showcase-row">
          <DemoDropdown label={t('dropdowns.large')} size="lg" />
          <DemoDropdown label={t('dropdowns.small')} size="sm" />
        </div>
      </ExampleCard>
      <ExampleCard title={t('dropdowns.directions')}>
        <div className="showcase-row">
          {DIRECTIONS.map((drop) => (
            <DemoDropdown
              key={drop}
              label={t(`dropdowns.drop.${drop}`)}
              variant="outline-primary"
              drop={drop}
            />
          ))}
        </div>
      </ExampleCard>
    </ShowcasePage>
  );
}
