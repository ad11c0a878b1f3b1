import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { useFigures } from '../lib/figures';

/** Medal (e-commerce): the month's gold medal and sales; static, the mock has no call. */
export function MedalCard() {
  const { t } = useTranslation();
  const id = useId();
  const figures = useFigures();
  return (
    <section className="card h-100" aria-labelledby={id}>
      <div className="card-body position-relative">
        <h2 id={id} className="h5">
          {t('demoDashboards.medal.title', { name: 'John' })}
        </h2>
        <p className="small mb-2">{t('demoDashboards.medal.text')}</p>
        <p className="demo-figure text-primary-emphasis mb-3">{figures.dollars(48900)}</p>
        <Link to="/dashboard/analytics" className="btn btn-primary btn-sm">
          {t('demoDashboards.medal.action')}
        </Link>
        <Trophy
          size={64}
          className="position-absolute bottom-0 end-0 m-3 text-warning-emphasis"
          aria-hidden="true"
        />
      </div>
    </section>
  );
}
