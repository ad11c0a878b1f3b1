import { useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../shared/i18n/i18n';
import type { LanguageCode } from '../../../shared/i18n/i18n';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';

/** `/extensions/i18n`: one card switches its own language; the app's stays as it is. */
export function I18nRoute() {
  const { t, i18n } = useTranslation('demo-extensions');
  const name = useId();
  const [language, setLanguage] = useState<LanguageCode>('en');
  const [sample, setSample] = useState<TFunction>();

  useEffect(() => {
    let current = true;
    // The other language's strings are fetched the first time it is picked.
    void i18n.loadLanguages(language).then(() => {
      if (current) setSample(() => i18n.getFixedT(language, 'demo-extensions'));
    });
    return () => {
      current = false;
    };
  }, [i18n, language]);

  return (
    <ShowcasePage title={t('i18n.title')} lead={t('i18n.lead')}>
      <ShowcaseCard title={t('i18n.changeLocale')} wide>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('i18n.sampleLanguage')}</legend>
          {LANGUAGES.map((one) => (
            <div key={one.code} className="form-check form-check-inline">
              <input
                id={`${name}-${one.code}`}
                className="form-check-input"
                type="radio"
                name={name}
                checked={language === one.code}
                onChange={() => setLanguage(one.code)}
              />
              <label className="form-check-label" htmlFor={`${name}-${one.code}`} lang={one.code}>
                {one.label}
              </label>
            </div>
          ))}
        </fieldset>
        <div lang={language} className="border rounded p-3" aria-live="polite">
          {sample ? (
            <>
              <h3 className="h5">{sample('i18n.sample.heading')}</h3>
              <p className="mb-0">{sample('i18n.sample.body')}</p>
            </>
          ) : (
            <p role="status" className="mb-0 text-body-secondary">
              {t('common.loading')}
            </p>
          )}
        </div>
      </ShowcaseCard>
    </ShowcasePage>
  );
}
