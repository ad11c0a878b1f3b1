import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Briefcase, MapPin } from 'lucide-react';
import { useFigures } from '../lib/figures';

const SKILLS = ['React', 'TypeScript', 'PostgreSQL'];

/** Job (advance): an opening's title, place, pay and skills, to save or apply for. */
export function JobCard() {
  const { t } = useTranslation();
  const id = useId();
  const figures = useFigures();
  const [saved, setSaved] = useState(false);
  const [applied, setApplied] = useState(false);
  return (
    <section className="card h-100" aria-labelledby={id}>
      <div className="card-body d-flex flex-column gap-3">
        <div>
          <h2 id={id} className="h5 mb-1">
            {t('demoDashboards.job.title')}
          </h2>
          <p className="small mb-0 d-flex flex-wrap gap-3">
            <span className="d-inline-flex align-items-center gap-1">
              <Briefcase size={16} aria-hidden="true" /> Pixinvent
            </span>
            <span className="d-inline-flex align-items-center gap-1">
              <MapPin size={16} aria-hidden="true" /> {t('demoDashboards.job.remote')}
            </span>
          </p>
        </div>
        <p className="mb-0">
          {t('demoDashboards.job.pay', { from: figures.dollars(4000), to: figures.dollars(6000) })}
        </p>
        <ul
          className="list-unstyled d-flex flex-wrap gap-2 mb-0"
          aria-label={t('demoDashboards.job.skills')}
        >
          {SKILLS.map((skill) => (
            <li key={skill} className="badge bg-secondary-subtle text-secondary-emphasis">
              {skill}
            </li>
          ))}
        </ul>
        <div className="d-flex flex-wrap gap-2 mt-auto">
          <button
            type="button"
            className="btn btn-primary"
            disabled={applied}
            onClick={() => setApplied(true)}
          >
            {t('demoDashboards.job.apply')}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-pressed={saved}
            onClick={() => setSaved((now) => !now)}
          >
            {t('demoDashboards.job.save')}
          </button>
        </div>
        <p role="status" className="small text-success-emphasis mb-0">
          {applied ? t('demoDashboards.job.applied') : ''}
        </p>
      </div>
    </section>
  );
}
