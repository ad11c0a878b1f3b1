import { useId } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';

/** `/forms/elements/input-group`: text, buttons, checks and selects joined to an input. */
export function InputGroupRoute() {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  return (
    <ShowcasePage title={t('inputGroup.title')} lead={t('inputGroup.lead')}>
      <ShowcaseCard title={t('inputGroup.basic')}>
        <label className="form-label" htmlFor={`${id}-user`}>
          {t('inputGroup.username')}
        </label>
        <div className="input-group mb-3">
          <span className="input-group-text">@</span>
          <input id={`${id}-user`} className="form-control" />
        </div>
        <label className="form-label" htmlFor={`${id}-amount`}>
          {t('inputGroup.amount')}
        </label>
        <div className="input-group mb-3">
          <span className="input-group-text">KES</span>
          <input id={`${id}-amount`} className="form-control" inputMode="decimal" />
          <span className="input-group-text">.00</span>
        </div>
        <label className="form-label" htmlFor={`${id}-site`}>
          {t('inputGroup.site')}
        </label>
        <div className="input-group">
          <span className="input-group-text">https://</span>
          <input id={`${id}-site`} className="form-control" />
          <span className="input-group-text">.co.ke</span>
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('inputGroup.merged')}>
        <label className="form-label" htmlFor={`${id}-search`}>
          {t('inputGroup.search')}
        </label>
        <div className="input-group input-group-merge">
          <span className="input-group-text">
            <Search size={16} aria-hidden="true" />
          </span>
          <input id={`${id}-search`} type="search" className="form-control border-start-0" />
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('inputGroup.sizing')}>
        {(['lg', '', 'sm'] as const).map((size) => (
          <div key={size} className={`input-group mb-3 ${size ? `input-group-${size}` : ''}`}>
            <span className="input-group-text" id={`${id}-sz-${size}`}>
              {t(`input.size.${size || 'default'}`)}
            </span>
            <input className="form-control" aria-labelledby={`${id}-sz-${size}`} />
          </div>
        ))}
      </ShowcaseCard>
      <ShowcaseCard title={t('inputGroup.checks')}>
        <div className="input-group mb-3">
          <div className="input-group-text">
            <input
              className="form-check-input mt-0"
              type="checkbox"
              aria-label={t('inputGroup.useNote')}
            />
          </div>
          <input className="form-control" aria-label={t('inputGroup.note')} />
        </div>
        <div className="input-group">
          <div className="input-group-text">
            <input
              className="form-check-input mt-0"
              type="radio"
              name={`${id}-radio`}
              aria-label={t('inputGroup.usePhone')}
            />
          </div>
          <input className="form-control" aria-label={t('inputGroup.phone')} />
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('inputGroup.buttons')}>
        <div className="input-group mb-3">
          <input
            className="form-control"
            aria-label={t('inputGroup.code')}
            placeholder={t('inputGroup.code')}
          />
          <button className="btn btn-outline-primary" type="button">
            {t('inputGroup.apply')}
          </button>
        </div>
        <div className="input-group">
          <button className="btn btn-outline-secondary" type="button">
            {t('inputGroup.clear')}
          </button>
          <input
            className="form-control"
            aria-label={t('inputGroup.message')}
            placeholder={t('inputGroup.message')}
          />
          <button className="btn btn-primary" type="button">
            {t('inputGroup.send')}
          </button>
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('inputGroup.dropdowns')}>
        <label className="form-label" htmlFor={`${id}-phone`}>
          {t('inputGroup.phone')}
        </label>
        <div className="input-group">
          <select
            className="form-select flex-grow-0 w-auto"
            aria-label={t('inputGroup.country')}
            defaultValue="+254"
          >
            <option value="+254">+254</option>
            <option value="+255">+255</option>
            <option value="+256">+256</option>
          </select>
          <input id={`${id}-phone`} className="form-control" inputMode="tel" />
        </div>
      </ShowcaseCard>
    </ShowcasePage>
  );
}
