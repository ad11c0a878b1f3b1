import { useTranslation } from 'react-i18next';
import { BasicSection } from './basic-section';

const TONES = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'] as const;
const ALIGNMENTS = ['start', 'center', 'end'] as const;

/**
 * Text alignment and style variations. Solid cards use Bootstrap's `text-bg-*`, which picks a
 * readable text colour for each background; bordered ones keep the card's own colours.
 */
export function StylesAndAlignment() {
  const { t } = useTranslation();
  const text = t('demoDashboards.basic.shortText');
  return (
    <>
      <BasicSection title={t('demoDashboards.basic.alignment')}>
        {ALIGNMENTS.map((align) => (
          <div key={align} className="col-12 col-md-4">
            <div className={`card h-100 text-${align}`}>
              <div className="card-body">
                <h3 className="card-title h5">{t(`demoDashboards.basic.align.${align}`)}</h3>
                <p className="card-text mb-0">{text}</p>
              </div>
            </div>
          </div>
        ))}
      </BasicSection>
      <BasicSection title={t('demoDashboards.basic.styles')}>
        {TONES.map((tone) => (
          <div key={`solid-${tone}`} className="col-12 col-sm-6 col-xl-4">
            <div className={`card h-100 text-bg-${tone}`}>
              <div className="card-body">
                <h3 className="card-title h5">{t(`demoDashboards.basic.tones.${tone}`)}</h3>
                <p className="card-text mb-0">{text}</p>
              </div>
            </div>
          </div>
        ))}
        {TONES.map((tone) => (
          <div key={`border-${tone}`} className="col-12 col-sm-6 col-xl-4">
            <div className={`card h-100 border border-${tone}`}>
              <div className="card-body">
                <h3 className={`card-title h5 text-${tone}-emphasis`}>
                  {t('demoDashboards.basic.bordered', {
                    tone: t(`demoDashboards.basic.tones.${tone}`),
                  })}
                </h3>
                <p className="card-text mb-0">{text}</p>
              </div>
            </div>
          </div>
        ))}
      </BasicSection>
    </>
  );
}
