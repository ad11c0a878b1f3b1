import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { VARIANTS } from '../lib/variants';

/** `/components/spinners`: border and growing spinners; each names what is loading. */
export function SpinnersPage() {
  const { t } = useTranslation('demo-ui');
  const loading = t('spinners.loading');
  const spinner = (kind: 'border' | 'grow', variant?: string, small?: boolean) => (
    <span
      className={`spinner-${kind}${variant ? ` text-${variant}` : ''}${small ? ` spinner-${kind}-sm` : ''}`}
      role="status"
    >
      <span className="visually-hidden">{loading}</span>
    </span>
  );
  return (
    <ShowcasePage page="spinners">
      <ExampleCard title={t('spinners.border')}>{spinner('border')}</ExampleCard>
      <ExampleCard title={t('spinners.colors')}>
        <div className="showcase-row">
          {VARIANTS.map((variant) => (
            <span key={variant}>{spinner('border', variant)}</span>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('spinners.grow')}>{spinner('grow')}</ExampleCard>
      <ExampleCard title={t('spinners.growColors')}>
        <div className="showcase-row">
          {VARIANTS.map((variant) => (
            <span key={variant}>{spinner('grow', variant)}</span>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('spinners.alignment')}>
        <div className="d-flex align-items-center mb-3">
          <strong role="presentation">{loading}</strong>
          <span className="spinner-border ms-auto" aria-hidden="true" />
        </div>
        <div className="text-center">{spinner('border')}</div>
      </ExampleCard>
      <ExampleCard title={t('spinners.sizes')}>
        <div className="showcase-row">
          {spinner('border', undefined, true)}
          {spinner('grow', undefined, true)}
          <span className="spinner-border" style={{ width: '3rem', height: '3rem' }} role="status">
            <span className="visually-hidden">{loading}</span>
          </span>
        </div>
      </ExampleCard>
      <ExampleCard title={t('spinners.buttons')} wide>
        <div className="showcase-row">
          <button className="btn btn-primary" type="button" disabled>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {loading}
          </button>
          <button className="btn btn-primary" type="button" disabled>
            <span className="spinner-grow spinner-grow-sm me-2" aria-hidden="true" />
            {t('spinners.saving')}
          </button>
        </div>
      </ExampleCard>
    </ShowcasePage>
  );
}
