import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { VARIANTS } from '../lib/variants';

const ICONS = [
  ['success', CircleCheck],
  ['info', Info],
  ['warning', TriangleAlert],
  ['danger', CircleAlert],
] as const;

/** `/components/alerts`: Bootstrap's alerts; one that closes, one that answers a field. */
export function AlertsPage() {
  const { t } = useTranslation('demo-ui');
  const [dismissed, setDismissed] = useState(false);
  const [amount, setAmount] = useState('');
  const invalid = amount !== '' && !/^\d+$/.test(amount);
  return (
    <ShowcasePage page="alerts">
      <ExampleCard title={t('alerts.default')}>
        {VARIANTS.map((variant) => (
          <div key={variant} className={`alert alert-${variant}`}>
            {t('alerts.simple', { color: t(`variants.${variant}`) })}
          </div>
        ))}
      </ExampleCard>
      <ExampleCard title={t('alerts.title')}>
        <div className="alert alert-primary">
          <p className="alert-heading h6">{t('alerts.headingTitle')}</p>
          <p className="mb-0">{t('alerts.headingText')}</p>
        </div>
        <div className="alert alert-success mb-0">
          <p className="alert-heading h6">{t('alerts.doneTitle')}</p>
          <p className="mb-0">{t('alerts.doneText')}</p>
        </div>
      </ExampleCard>
      <ExampleCard title={t('alerts.dismissable')} description={t('alerts.dismissableText')}>
        {dismissed ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setDismissed(false)}
          >
            {t('alerts.showAgain')}
          </button>
        ) : (
          <div className="alert alert-warning alert-dismissible mb-0">
            {t('alerts.closeMe')}
            <button
              type="button"
              className="btn-close"
              aria-label={t('alerts.close')}
              onClick={() => setDismissed(true)}
            />
          </div>
        )}
      </ExampleCard>
      <ExampleCard title={t('alerts.icons')}>
        {ICONS.map(([variant, Icon]) => (
          <div key={variant} className={`alert alert-${variant} d-flex align-items-center gap-2`}>
            <Icon size={18} aria-hidden="true" />
            <span>{t('alerts.simple', { color: t(`variants.${variant}`) })}</span>
          </div>
        ))}
      </ExampleCard>
      <ExampleCard title={t('alerts.example')} description={t('alerts.exampleText')}>
        <label className="form-label" htmlFor="alerts-amount">
          {t('alerts.amount')}
        </label>
        <input
          id="alerts-amount"
          className="form-control"
          inputMode="numeric"
          value={amount}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'alerts-amount-error' : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
        {invalid && (
          <div id="alerts-amount-error" className="alert alert-danger mt-2 mb-0" role="alert">
            {t('alerts.numbersOnly')}
          </div>
        )}
      </ExampleCard>
    </ShowcasePage>
  );
}
