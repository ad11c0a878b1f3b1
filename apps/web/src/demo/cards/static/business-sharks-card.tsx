import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { useFigures } from '../lib/figures';

const FEATURES = ['users', 'storage', 'support'] as const;

/** For Business Sharks (advance): a plan's price, what it brings and a call to start. */
export function BusinessSharksCard() {
  const { t } = useTranslation();
  const id = useId();
  const figures = useFigures();
  const [chosen, setChosen] = useState(false);
  return (
    <section className="card h-100" aria-labelledby={id}>
      <div className="card-body d-flex flex-column gap-3">
        <div>
          <h2 id={id} className="h5 mb-1">
            {t('demoDashboards.sharks.title')}
          </h2>
          <p className="small mb-0">{t('demoDashboards.sharks.text')}</p>
        </div>
        <p className="mb-0">
          <span className="demo-figure text-primary-emphasis">{figures.dollars(99)}</span>{' '}
          <span className="text-body-secondary">{t('demoDashboards.sharks.perMonth')}</span>
        </p>
        <ul className="list-unstyled d-flex flex-column gap-2 mb-0">
          {FEATURES.map((feature) => (
            <li key={feature} className="d-flex align-items-center gap-2">
              <Check size={16} className="text-success-emphasis" aria-hidden="true" />
              {t(`demoDashboards.sharks.${feature}`)}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`btn mt-auto ${chosen ? 'btn-outline-primary' : 'btn-primary'}`}
          aria-pressed={chosen}
          onClick={() => setChosen((now) => !now)}
        >
          {t('demoDashboards.sharks.action')}
        </button>
      </div>
    </section>
  );
}
