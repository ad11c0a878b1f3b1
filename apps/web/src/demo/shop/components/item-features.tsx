import { Award, Clock, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'original', Icon: Award },
  { key: 'replacement', Icon: Clock },
  { key: 'warranty', Icon: ShieldCheck },
] as const;

/** The template's "item features" band under a product: the same three promises for every one. */
export function ItemFeatures() {
  const { t } = useTranslation('demo-shop');
  return (
    <section className="card mb-3" aria-labelledby="shop-item-features">
      <div className="card-body">
        <h2 id="shop-item-features" className="visually-hidden">
          {t('detail.features')}
        </h2>
        <ul className="row g-3 list-unstyled mb-0 text-center">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="col-12 col-md-4">
              <Icon size={28} aria-hidden="true" className="text-primary mb-2" />
              <h3 className="h6 mb-1">{t(`detail.feature.${key}.title`)}</h3>
              <p className="small text-body-secondary mb-0">{t(`detail.feature.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
