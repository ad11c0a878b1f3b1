import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../shared/ui/modal';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import './modals.scss';

type Open =
  null | 'basic' | `theme-${string}` | `size-${'sm' | 'lg' | 'xl'}` | 'form' | 'scroll' | 'events';
const THEMES = ['primary', 'success', 'danger'] as const;
const SIZES = ['sm', 'lg', 'xl'] as const;
const PARAGRAPHS = Array.from({ length: 12 }, (_, index) => index);

/** `/components/modals`: dialogs that keep the focus inside and close on Escape. */
export function ModalsPage() {
  const { t } = useTranslation('demo-ui');
  const [open, setOpen] = useState<Open>(null);
  const [events, setEvents] = useState<string[]>([]);
  const [saved, setSaved] = useState('');
  const close = () => setOpen(null);
  const log = (event: string) => setEvents((current) => [...current, t(`modals.events.${event}`)]);
  const opener = (
    id: Exclude<Open, null>,
    label: string,
    className = 'btn btn-outline-primary',
  ) => (
    <button type="button" className={className} onClick={() => setOpen(id)}>
      {label}
    </button>
  );
  const footer = (
    <Modal.Footer>
      <button type="button" className="btn btn-primary" onClick={close}>
        {t('modals.ok')}
      </button>
    </Modal.Footer>
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(String(new FormData(event.currentTarget).get('name') ?? ''));
    close();
  };
  const theme = THEMES.find((item) => open === `theme-${item}`);
  const size = SIZES.find((item) => open === `size-${item}`);

  return (
    <ShowcasePage page="modals">
      <ExampleCard title={t('modals.basic')}>{opener('basic', t('modals.open'))}</ExampleCard>
      <ExampleCard title={t('modals.themes')}>
        <div className="showcase-row">
          {THEMES.map((item) =>
            opener(`theme-${item}`, t(`variants.${item}`), `btn btn-outline-${item}`),
          )}
        </div>
      </ExampleCard>
      <ExampleCard title={t('modals.sizes')}>
        <div className="showcase-row">
          {SIZES.map((item) => opener(`size-${item}`, t(`modals.size.${item}`)))}
        </div>
      </ExampleCard>
      <ExampleCard title={t('modals.formScroll')}>
        <div className="showcase-row">
          {opener('form', t('modals.form'))}
          {opener('scroll', t('modals.scroll'))}
        </div>
        <p className="mt-2 mb-0" aria-live="polite">
          {saved && t('modals.saved', { name: saved })}
        </p>
      </ExampleCard>
      <ExampleCard title={t('modals.eventsTitle')} description={t('modals.eventsText')} wide>
        {opener('events', t('modals.open'))}
        <ol className="small mt-2 mb-0" aria-live="polite">
          {events.map((event, index) => (
            <li key={index}>{event}</li>
          ))}
        </ol>
      </ExampleCard>

      <Modal
        show={open === 'basic' || theme !== undefined || size !== undefined}
        onHide={close}
        size={size}
        centered
        aria-labelledby="modal-main-title"
      >
        <Modal.Header
          closeButton
          closeLabel={t('modals.close')}
          className={theme ? `modal-theme-${theme}` : undefined}
        >
          <Modal.Title id="modal-main-title">
            {t(theme ? 'modals.themeTitle' : size ? 'modals.sizeTitle' : 'modals.basicTitle', {
              name: theme ? t(`variants.${theme}`) : size && t(`modals.size.${size}`),
            })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('modals.body')}</Modal.Body>
        {footer}
      </Modal>
      <Modal show={open === 'form'} onHide={close} aria-labelledby="modal-form-title">
        <form onSubmit={submit}>
          <Modal.Header closeButton closeLabel={t('modals.close')}>
            <Modal.Title id="modal-form-title">{t('modals.formTitle')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <label className="form-label" htmlFor="modal-name">
              {t('modals.name')}
            </label>
            <input
              id="modal-name"
              name="name"
              className="form-control"
              required
              autoComplete="name"
            />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              {t('modals.cancel')}
            </button>
            <button type="submit" className="btn btn-primary">
              {t('modals.save')}
            </button>
          </Modal.Footer>
        </form>
      </Modal>
      <Modal
        show={open === 'scroll'}
        onHide={close}
        scrollable
        aria-labelledby="modal-scroll-title"
      >
        <Modal.Header closeButton closeLabel={t('modals.close')}>
          <Modal.Title id="modal-scroll-title">{t('modals.scrollTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body tabIndex={0}>
          {PARAGRAPHS.map((index) => (
            <p key={index}>{t('modals.body')}</p>
          ))}
        </Modal.Body>
        {footer}
      </Modal>
      <Modal
        show={open === 'events'}
        onHide={close}
        aria-labelledby="modal-events-title"
        onShow={() => log('show')}
        onEntered={() => log('shown')}
        onExit={() => log('hide')}
        onExited={() => log('hidden')}
      >
        <Modal.Header closeButton closeLabel={t('modals.close')}>
          <Modal.Title id="modal-events-title">{t('modals.eventsTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('modals.eventsBody')}</Modal.Body>
        {footer}
      </Modal>
    </ShowcasePage>
  );
}
