import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarGroup } from '../components/avatar';
import { Facts } from '../components/facts';
import { useFigures } from '../lib/figures';

/** App Design: a design project's team, dates and budget; static, the mock has no call. */
export function AppDesignCard() {
  const { t } = useTranslation();
  const id = useId();
  const figures = useFigures();
  const [joined, setJoined] = useState(false);
  return (
    <section className="card h-100" aria-labelledby={id}>
      <div className="card-body d-flex flex-column gap-3">
        <span className="badge bg-primary-subtle text-primary-emphasis align-self-start">
          {figures.day('2025-09-03')}
        </span>
        <div>
          <h2 id={id} className="h5 mb-1">
            {t('demoDashboards.appDesign.title')}
          </h2>
          <p className="small mb-0">{t('demoDashboards.appDesign.text')}</p>
        </div>
        <div>
          <h3 className="h6 small text-body-secondary mb-2">{t('demoDashboards.team')}</h3>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <AvatarGroup
              label={t('demoDashboards.team')}
              names={['Lilian Nenez', 'Alberto Glotzbach', 'George Nordic']}
            />
            <span className="badge bg-warning-subtle text-warning-emphasis">Figma</span>
            <span className="badge bg-info-subtle text-info-emphasis">Wireframe</span>
          </div>
        </div>
        <Facts
          className="border rounded p-2"
          items={[
            { label: t('demoDashboards.appDesign.due'), value: figures.day('2026-04-12') },
            { label: t('demoDashboards.appDesign.budget'), value: figures.dollars(49251.91) },
            { label: t('demoDashboards.appDesign.cost'), value: figures.dollars(840.99) },
          ]}
        />
        <button
          type="button"
          className={`btn ${joined ? 'btn-outline-primary' : 'btn-primary'} mt-auto`}
          aria-pressed={joined}
          onClick={() => setJoined((now) => !now)}
        >
          {t('demoDashboards.appDesign.join')}
        </button>
      </div>
    </section>
  );
}
