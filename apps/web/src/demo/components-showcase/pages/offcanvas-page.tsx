import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Offcanvas from 'react-bootstrap/Offcanvas';
import type { OffcanvasPlacement } from 'react-bootstrap/Offcanvas';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';

const PLACEMENTS: OffcanvasPlacement[] = ['start', 'end', 'top', 'bottom'];
const OPTIONS = ['backdrop', 'noBackdrop', 'scroll'] as const;
type Option = (typeof OPTIONS)[number];

/** `/components/offcanvas`: side panels that trap the focus and close on Escape. */
export function OffcanvasPage() {
  const { t } = useTranslation('demo-ui');
  const [placement, setPlacement] = useState<OffcanvasPlacement>('end');
  const [option, setOption] = useState<Option>('backdrop');
  const [show, setShow] = useState(false);
  const open = (where: OffcanvasPlacement, how: Option) => {
    setPlacement(where);
    setOption(how);
    setShow(true);
  };
  return (
    <ShowcasePage page="offcanvas">
      <ExampleCard title={t('offcanvas.placement')}>
        <div className="showcase-row">
          {PLACEMENTS.map((where) => (
            <button
              key={where}
              type="button"
              className="btn btn-outline-primary"
              onClick={() => open(where, 'backdrop')}
            >
              {t(`offcanvas.places.${where}`)}
            </button>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('offcanvas.options')}>
        <div className="showcase-row">
          {OPTIONS.map((how) => (
            <button
              key={how}
              type="button"
              className="btn btn-outline-primary"
              onClick={() => open('start', how)}
            >
              {t(`offcanvas.option.${how}`)}
            </button>
          ))}
        </div>
      </ExampleCard>
      <Offcanvas
        show={show}
        onHide={() => setShow(false)}
        placement={placement}
        backdrop={option !== 'noBackdrop'}
        scroll={option === 'scroll'}
        aria-labelledby="showcase-offcanvas-title"
      >
        <Offcanvas.Header closeButton closeLabel={t('modals.close')}>
          <Offcanvas.Title id="showcase-offcanvas-title">{t('offcanvas.title')}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <p>{t('offcanvas.body')}</p>
          <button type="button" className="btn btn-primary" onClick={() => setShow(false)}>
            {t('modals.ok')}
          </button>
        </Offcanvas.Body>
      </Offcanvas>
    </ShowcasePage>
  );
}
