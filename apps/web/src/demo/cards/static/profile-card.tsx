import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../components/avatar';
import { Facts } from '../components/facts';
import { useFigures } from '../lib/figures';

/** Profile (advance): a person's cover, level and three counts. */
export function ProfileCard() {
  const { t } = useTranslation();
  const id = useId();
  const figures = useFigures();
  return (
    <section className="card h-100 text-center overflow-hidden" aria-labelledby={id}>
      <div className="bg-primary-subtle" style={{ height: '5rem' }} aria-hidden="true" />
      <div className="card-body pt-0">
        <div className="d-flex justify-content-center" style={{ marginTop: '-1.25rem' }}>
          <Avatar tone="info">CS</Avatar>
        </div>
        <h2 id={id} className="h5 mt-2 mb-0">
          Curtis Stone
        </h2>
        <p className="small text-body-secondary mb-2">{t('demoDashboards.profile.role')}</p>
        <span className="badge bg-primary-subtle text-primary-emphasis mb-3">
          {t('demoDashboards.profile.level')}
        </span>
        <Facts
          className="border-top pt-3 text-center"
          items={[
            { label: t('demoDashboards.profile.followers'), value: figures.number(10300) },
            { label: t('demoDashboards.profile.projects'), value: figures.number(156) },
            { label: t('demoDashboards.profile.rank'), value: figures.number(74) },
          ]}
        />
      </div>
    </section>
  );
}
