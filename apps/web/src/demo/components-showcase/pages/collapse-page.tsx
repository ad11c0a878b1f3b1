import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Collapse from 'react-bootstrap/Collapse';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';

/** `/components/collapse`: content shown and hidden by buttons that say whether it is open. */
export function CollapsePage() {
  const { t } = useTranslation('demo-ui');
  const [basic, setBasic] = useState(false);
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  const [wide, setWide] = useState(false);
  const both = first && second;

  return (
    <ShowcasePage page="collapse">
      <ExampleCard title={t('collapse.basic')}>
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={basic}
          aria-controls="collapse-basic"
          onClick={() => setBasic(!basic)}
        >
          {t('collapse.toggle')}
        </button>
        <Collapse in={basic}>
          <div id="collapse-basic">
            <div className="border rounded p-3 mt-3">{t('collapse.text')}</div>
          </div>
        </Collapse>
      </ExampleCard>
      <ExampleCard title={t('collapse.multiple')} description={t('collapse.multipleText')}>
        <div className="showcase-row">
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-expanded={first}
            aria-controls="collapse-first"
            onClick={() => setFirst(!first)}
          >
            {t('collapse.first')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-expanded={second}
            aria-controls="collapse-second"
            onClick={() => setSecond(!second)}
          >
            {t('collapse.second')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            aria-expanded={both}
            aria-controls="collapse-first collapse-second"
            onClick={() => {
              setFirst(!both);
              setSecond(!both);
            }}
          >
            {t('collapse.both')}
          </button>
        </div>
        <div className="row g-3">
          <Collapse in={first}>
            <div id="collapse-first" className="col-sm-6">
              <div className="border rounded p-3 mt-3">{t('collapse.firstText')}</div>
            </div>
          </Collapse>
          <Collapse in={second}>
            <div id="collapse-second" className="col-sm-6">
              <div className="border rounded p-3 mt-3">{t('collapse.secondText')}</div>
            </div>
          </Collapse>
        </div>
      </ExampleCard>
      <ExampleCard title={t('collapse.horizontal')}>
        <button
          type="button"
          className="btn btn-primary"
          aria-expanded={wide}
          aria-controls="collapse-wide"
          onClick={() => setWide(!wide)}
        >
          {t('collapse.toggle')}
        </button>
        <div className="mt-3" style={{ minHeight: '7rem' }}>
          <Collapse in={wide} dimension="width">
            <div id="collapse-wide">
              <div className="border rounded p-3" style={{ width: 'min(16rem, 70vw)' }}>
                {t('collapse.text')}
              </div>
            </div>
          </Collapse>
        </div>
      </ExampleCard>
    </ShowcasePage>
  );
}
