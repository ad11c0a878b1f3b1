import { useTranslation } from 'react-i18next';
import { Bell, Star } from 'lucide-react';
import { ExampleCard } from '../frame/example-card';
import { VARIANTS } from '../lib/variants';
import './badges.scss';

/** The badge examples both badge pages show; `pill` rounds them. */
export function BadgeExamples({ pill }: { pill?: boolean }) {
  const { t } = useTranslation('demo-ui');
  const shape = pill ? ' rounded-pill' : '';
  const label = (variant: string) => t(`variants.${variant}`);
  return (
    <>
      <ExampleCard title={t('badges.contextual')}>
        <div className="showcase-row">
          {VARIANTS.map((variant) => (
            <span key={variant} className={`badge text-bg-${variant}${shape}`}>
              {label(variant)}
            </span>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('badges.glow')}>
        <div className="showcase-row">
          {VARIANTS.map((variant) => (
            <span
              key={variant}
              className={`badge text-bg-${variant} badge-glow badge-glow-${variant}${shape}`}
            >
              {label(variant)}
            </span>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('badges.light')}>
        <div className="showcase-row">
          {VARIANTS.map((variant) => (
            <span
              key={variant}
              className={`badge bg-${variant}-subtle text-${variant}-emphasis${shape}`}
            >
              {label(variant)}
            </span>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('badges.withIcons')}>
        <div className="showcase-row">
          <span className={`badge text-bg-primary d-inline-flex align-items-center gap-1${shape}`}>
            <Star size={12} aria-hidden="true" /> {t('badges.featured')}
          </span>
          <span className={`badge text-bg-danger d-inline-flex align-items-center gap-1${shape}`}>
            <Bell size={12} aria-hidden="true" /> {t('badges.alerts', { count: 4 })}
          </span>
        </div>
      </ExampleCard>
      <ExampleCard title={t('badges.link')} description={t('badges.linkText')}>
        <div className="showcase-row">
          {VARIANTS.slice(0, 4).map((variant) => (
            <a
              key={variant}
              href="#top"
              className={`badge text-bg-${variant} text-decoration-none${shape}`}
            >
              {label(variant)}
            </a>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('badges.block')}>
        <span className={`badge text-bg-primary d-block${shape}`}>{t('badges.blockBadge')}</span>
      </ExampleCard>
    </>
  );
}
