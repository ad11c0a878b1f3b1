import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Overlay from 'react-bootstrap/Overlay';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import type { Placement } from 'react-bootstrap/types';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import '../widgets/tooltip.scss';

const PLACEMENTS: Placement[] = ['top', 'right', 'bottom', 'left'];

/** `/components/tooltips`: tips on hover and on keyboard focus, and one shown by a button. */
export function TooltipsPage() {
  const { t } = useTranslation('demo-ui');
  const [show, setShow] = useState(false);
  const target = useRef<HTMLSpanElement>(null);
  return (
    <ShowcasePage page="tooltips">
      <ExampleCard title={t('tooltips.controlled')} description={t('tooltips.controlledText')}>
        <div className="showcase-row">
          <button
            type="button"
            className="btn btn-outline-primary"
            aria-pressed={show}
            onClick={() => setShow(!show)}
          >
            {t(show ? 'tooltips.hide' : 'tooltips.show')}
          </button>
          <span
            ref={target}
            className="badge text-bg-secondary"
            aria-describedby={show ? 'tooltip-controlled' : undefined}
          >
            {t('tooltips.target')}
          </span>
        </div>
        <Overlay target={target} show={show} placement="right">
          {(props) => (
            <Tooltip id="tooltip-controlled" {...props}>
              {t('tooltips.text')}
            </Tooltip>
          )}
        </Overlay>
      </ExampleCard>
      <ExampleCard title={t('tooltips.uncontrolled')}>
        <OverlayTrigger
          placement="top"
          overlay={<Tooltip id="tooltip-uncontrolled">{t('tooltips.text')}</Tooltip>}
        >
          <button type="button" className="btn btn-outline-primary">
            {t('tooltips.hoverMe')}
          </button>
        </OverlayTrigger>
      </ExampleCard>
      <ExampleCard title={t('tooltips.positions')} wide>
        <div className="showcase-row">
          {PLACEMENTS.map((placement) => (
            <OverlayTrigger
              key={placement}
              placement={placement}
              overlay={
                <Tooltip id={`tooltip-${placement}`}>{t(`tooltips.on.${placement}`)}</Tooltip>
              }
            >
              <button type="button" className="btn btn-outline-primary">
                {t(`tooltips.places.${placement}`)}
              </button>
            </OverlayTrigger>
          ))}
        </div>
      </ExampleCard>
    </ShowcasePage>
  );
}
