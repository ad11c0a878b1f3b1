import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { VARIANTS } from '../lib/variants';

const LEVELS = [1, 2, 3, 4, 5, 6] as const;
const ITEMS = ['one', 'two', 'three'] as const;

/** `/ui-element/typography`: headings, blockquotes, lists and description lists. */
export function TypographyPage() {
  const { t } = useTranslation('demo-ui');
  // Sample headings are paragraphs styled as headings: the page's own outline stays h1 → h2.
  return (
    <ShowcasePage page="typography" group="ui">
      <ExampleCard title={t('typography.headings')}>
        {LEVELS.map((level) => (
          <p key={level} className={`h${level}`}>
            {t('typography.heading', { level })}
          </p>
        ))}
      </ExampleCard>
      <ExampleCard title={t('typography.display')}>
        {LEVELS.map((level) => (
          <p key={level} className={`display-${level} text-break`}>
            {t('typography.displayHeading', { level })}
          </p>
        ))}
      </ExampleCard>
      <ExampleCard title={t('typography.colors')}>
        {VARIANTS.map((variant) => (
          <p key={variant} className={`h5 text-${variant}-emphasis`}>
            {t('typography.colorHeading', { color: t(`variants.${variant}`) })}
          </p>
        ))}
      </ExampleCard>
      <ExampleCard title={t('typography.weights')}>
        <p className="h4 fw-light">{t('typography.light')}</p>
        <p className="h4 fw-bold">{t('typography.bold')}</p>
        <p className="h3">
          {t('typography.fancy')}{' '}
          <small className="text-body-secondary">{t('typography.faded')}</small>
        </p>
      </ExampleCard>
      <ExampleCard title={t('typography.blockquotes')}>
        <figure>
          <blockquote className="blockquote">
            <p>{t('typography.quote')}</p>
          </blockquote>
          <figcaption className="blockquote-footer text-body-secondary">
            {t('typography.quoteBy')}{' '}
            <cite title={t('typography.source')}>{t('typography.source')}</cite>
          </figcaption>
        </figure>
        <figure className="text-end border-end border-4 border-primary pe-3 mb-0">
          <blockquote className="blockquote">
            <p>{t('typography.quote')}</p>
          </blockquote>
          <figcaption className="blockquote-footer text-body-secondary mb-0">
            {t('typography.quoteBy')}
          </figcaption>
        </figure>
      </ExampleCard>
      <ExampleCard title={t('typography.lists')}>
        <div className="row g-3">
          <div className="col-sm-6">
            <p className="fw-semibold mb-1">{t('typography.unordered')}</p>
            <ul>
              {ITEMS.map((item) => (
                <li key={item}>{t(`typography.items.${item}`)}</li>
              ))}
            </ul>
            <p className="fw-semibold mb-1">{t('typography.ordered')}</p>
            <ol>
              {ITEMS.map((item) => (
                <li key={item}>{t(`typography.items.${item}`)}</li>
              ))}
            </ol>
          </div>
          <div className="col-sm-6">
            <p className="fw-semibold mb-1">{t('typography.withIcons')}</p>
            <ul className="list-unstyled">
              {ITEMS.map((item) => (
                <li key={item} className="d-flex align-items-center gap-2 mb-1">
                  <CircleCheck size={16} className="text-success-emphasis" aria-hidden="true" />
                  {t(`typography.items.${item}`)}
                </li>
              ))}
            </ul>
            <p className="fw-semibold mb-1">{t('typography.inline')}</p>
            <ul className="list-inline mb-0">
              {ITEMS.map((item) => (
                <li key={item} className="list-inline-item">
                  {t(`typography.items.${item}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </ExampleCard>
      <ExampleCard title={t('typography.descriptions')} wide>
        <dl className="row mb-0">
          {ITEMS.map((item) => (
            <div key={item} className="col-12 d-sm-flex">
              <dt className="col-sm-3">{t(`typography.items.${item}`)}</dt>
              <dd className="col-sm-9 mb-2">{t(`typography.terms.${item}`)}</dd>
            </div>
          ))}
        </dl>
      </ExampleCard>
    </ShowcasePage>
  );
}
