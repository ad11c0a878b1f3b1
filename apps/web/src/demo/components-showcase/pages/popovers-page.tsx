import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Overlay from 'react-bootstrap/Overlay';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import type { OverlayTriggerType } from 'react-bootstrap/OverlayTrigger';
import type { Placement } from 'react-bootstrap/types';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import '../widgets/popover.scss';

// The template's names for the four sides, and popper's.
const PLACEMENTS: [string, Placement][] = [
  ['top', 'top'],
  ['end', 'right'],
  ['bottom', 'bottom'],
  ['start', 'left'],
];
const TRIGGERS: [string, OverlayTriggerType[]][] = [
  ['click', ['click']],
  ['focus', ['focus']],
  ['hover', ['hover', 'focus']],
];

/** `/components/popovers`: popovers opened by a click, the focus or the pointer; Escape closes. */
export function PopoversPage() {
  const { t } = useTranslation('demo-ui');
  const [show, setShow] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const popover = (id: string, title: string) => (
    <Popover id={`popover-${id}`}>
      <Popover.Header as="p" className="h6 mb-0">
        {title}
      </Popover.Header>
      <Popover.Body>{t('popovers.body')}</Popover.Body>
    </Popover>
  );
  return (
    <ShowcasePage page="popovers">
      <ExampleCard title={t('popovers.controlled')} description={t('popovers.controlledText')}>
        <button
          ref={target}
          type="button"
          className="btn btn-outline-primary"
          aria-expanded={show}
          aria-controls={show ? 'popover-controlled' : undefined}
          onClick={() => setShow(!show)}
        >
          {t(show ? 'popovers.hide' : 'popovers.show')}
        </button>
        <Overlay
          target={target}
          show={show}
          placement="right"
          rootClose
          onHide={() => setShow(false)}
        >
          {popover('controlled', t('popovers.controlled'))}
        </Overlay>
      </ExampleCard>
      <ExampleCard title={t('popovers.uncontrolled')}>
        <OverlayTrigger
          trigger="click"
          rootClose
          placement="bottom"
          overlay={popover('uncontrolled', t('popovers.uncontrolled'))}
        >
          <button type="button" className="btn btn-outline-primary">
            {t('popovers.clickMe')}
          </button>
        </OverlayTrigger>
      </ExampleCard>
      <ExampleCard title={t('popovers.positions')}>
        <div className="showcase-row">
          {PLACEMENTS.map(([name, placement]) => (
            <OverlayTrigger
              key={name}
              trigger="click"
              rootClose
              placement={placement}
              overlay={popover(name, t(`popovers.places.${name}`))}
            >
              <button type="button" className="btn btn-outline-primary">
                {t(`popovers.places.${name}`)}
              </button>
            </OverlayTrigger>
          ))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('popovers.triggers')}>
        <div className="showcase-row">
          {TRIGGERS.map(([id, trigger]) => (
            <OverlayTrigger
              key={id}
              trigger={trigger}
              rootClose
              placement="top"
              overlay={popover(`trigger-${id}`, t(`popovers.on.${id}`))}
            >
              <button type="button" className="btn btn-outline-primary">
                {t(`popovers.on.${id}`)}
              </button>
            </OverlayTrigger>
          ))}
        </div>
      </ExampleCard>
    </ShowcasePage>
  );
}
