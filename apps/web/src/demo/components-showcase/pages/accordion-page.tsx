import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from 'react-bootstrap/Accordion';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import './accordion.scss';

const ITEMS = ['one', 'two', 'three'] as const;

function Items() {
  const { t } = useTranslation('demo-ui');
  return ITEMS.map((item) => (
    <Accordion.Item key={item} eventKey={item}>
      <Accordion.Header as="h3">{t(`accordion.items.${item}`)}</Accordion.Header>
      <Accordion.Body>{t(`accordion.bodies.${item}`)}</Accordion.Body>
    </Accordion.Item>
  ));
}

/** `/components/accordion`: Bootstrap's accordion, its headers buttons with aria-expanded. */
export function AccordionPage() {
  const { t } = useTranslation('demo-ui');
  const [open, setOpen] = useState<string | null>('two');
  return (
    <ShowcasePage page="accordion">
      <ExampleCard
        title={t('accordion.uncontrolled')}
        description={t('accordion.uncontrolledText')}
      >
        <Accordion defaultActiveKey="one">
          <Items />
        </Accordion>
      </ExampleCard>
      <ExampleCard title={t('accordion.controlled')} description={t('accordion.controlledText')}>
        <div className="showcase-row mb-3">
          {ITEMS.map((item) => (
            <button
              key={item}
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-pressed={open === item}
              onClick={() => setOpen(open === item ? null : item)}
            >
              {t(`accordion.items.${item}`)}
            </button>
          ))}
        </div>
        <Accordion
          activeKey={open}
          onSelect={(key) => setOpen(typeof key === 'string' ? key : null)}
        >
          <Items />
        </Accordion>
      </ExampleCard>
      <ExampleCard title={t('accordion.border')} description={t('accordion.borderText')}>
        <Accordion className="accordion-border" alwaysOpen>
          <Items />
        </Accordion>
      </ExampleCard>
      <ExampleCard title={t('accordion.margin')}>
        <Accordion className="accordion-margin" flush>
          <Items />
        </Accordion>
      </ExampleCard>
    </ShowcasePage>
  );
}
