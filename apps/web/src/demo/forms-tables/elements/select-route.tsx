import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';

const COUNTIES = [
  'Nairobi',
  'Mombasa',
  'Kisumu',
  'Nakuru',
  'Eldoret',
  'Nyeri',
  'Machakos',
  'Kakamega',
];

/** `/forms/elements/select`: native selects in their sizes, a multiple one, and a searchable list. */
export function SelectRoute() {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  const [picked, setPicked] = useState<string[]>(['Nairobi']);
  return (
    <ShowcasePage title={t('select.title')} lead={t('select.lead')}>
      <ShowcaseCard title={t('select.basic')}>
        <label className="form-label" htmlFor={`${id}-basic`}>
          {t('select.county')}
        </label>
        <select id={`${id}-basic`} className="form-select mb-3" defaultValue="">
          <option value="">{t('select.choose')}</option>
          {COUNTIES.map((county) => (
            <option key={county}>{county}</option>
          ))}
        </select>
        <label className="form-label" htmlFor={`${id}-disabled`}>
          {t('select.disabled')}
        </label>
        <select id={`${id}-disabled`} className="form-select" disabled>
          <option>{COUNTIES[0]}</option>
        </select>
      </ShowcaseCard>
      <ShowcaseCard title={t('select.sizes')}>
        {(['lg', '', 'sm'] as const).map((size) => (
          <div key={size} className="mb-3">
            <label className="form-label" htmlFor={`${id}-${size}`}>
              {t(`input.size.${size || 'default'}`)}
            </label>
            <select
              id={`${id}-${size}`}
              className={`form-select ${size ? `form-select-${size}` : ''}`}
            >
              {COUNTIES.slice(0, 3).map((county) => (
                <option key={county}>{county}</option>
              ))}
            </select>
          </div>
        ))}
      </ShowcaseCard>
      <ShowcaseCard title={t('select.multiple')}>
        <label className="form-label" htmlFor={`${id}-multi`}>
          {t('select.counties')}
        </label>
        <select
          id={`${id}-multi`}
          className="form-select"
          multiple
          size={5}
          value={picked}
          aria-describedby={`${id}-multi-note`}
          onChange={(event) =>
            setPicked([...event.target.selectedOptions].map((option) => option.value))
          }
        >
          {COUNTIES.map((county) => (
            <option key={county}>{county}</option>
          ))}
        </select>
        <p id={`${id}-multi-note`} className="form-text" aria-live="polite">
          {t('select.picked', { count: picked.length, list: picked.join(', ') })}
        </p>
      </ShowcaseCard>
      <ShowcaseCard title={t('select.searchable')}>
        <label className="form-label" htmlFor={`${id}-search`}>
          {t('select.county')}
        </label>
        <input
          id={`${id}-search`}
          className="form-control"
          list={`${id}-list`}
          placeholder={t('select.type')}
        />
        <datalist id={`${id}-list`}>
          {COUNTIES.map((county) => (
            <option key={county} value={county} />
          ))}
        </datalist>
      </ShowcaseCard>
    </ShowcasePage>
  );
}
