import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { StarRating } from '../components/star-rating';

/** `/extensions/ratings`: ratings by pointer and keyboard, read-only ones with fractions, sizes, icons. */
export function RatingsRoute() {
  const { t } = useTranslation('demo-extensions');
  const [basic, setBasic] = useState(3);
  const [hearts, setHearts] = useState(4);
  const [controlled, setControlled] = useState(2);
  const [sizes, setSizes] = useState(3);
  return (
    <ShowcasePage title={t('ratings.title')} lead={t('ratings.lead')}>
      <ShowcaseCard title={t('ratings.basic')} description={t('ratings.keyboard')}>
        <StarRating label={t('ratings.service')} value={basic} onChange={setBasic} />
        <p className="small mt-2 mb-0" aria-live="polite">
          {t('ratings.value', { value: basic, max: 5 })}
        </p>
      </ShowcaseCard>
      <ShowcaseCard title={t('ratings.readonly')}>
        <StarRating label={t('ratings.average')} value={3.5} />
        <p className="small mt-2 mb-0">{t('ratings.fraction')}</p>
      </ShowcaseCard>
      <ShowcaseCard title={t('ratings.custom')}>
        <StarRating
          label={t('ratings.love')}
          value={hearts}
          onChange={setHearts}
          icon="heart"
          colour="danger"
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('ratings.sizes')}>
        {[16, 24, 32].map((size) => (
          <div key={size} className="mb-2">
            <StarRating
              label={t('ratings.sizeLabel', { size })}
              value={sizes}
              onChange={setSizes}
              size={size}
              colour="primary"
            />
          </div>
        ))}
      </ShowcaseCard>
      <ShowcaseCard title={t('ratings.controlled')} wide>
        <div className="d-flex flex-wrap align-items-center gap-3">
          <StarRating
            label={t('ratings.controlledLabel')}
            value={controlled}
            onChange={setControlled}
          />
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setControlled((now) => Math.min(5, now + 1))}
          >
            {t('ratings.up')}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setControlled(0)}
          >
            {t('ratings.reset')}
          </button>
          <span aria-live="polite">{t('ratings.value', { value: controlled, max: 5 })}</span>
        </div>
      </ShowcaseCard>
    </ShowcasePage>
  );
}
