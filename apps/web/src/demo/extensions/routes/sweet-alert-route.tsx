import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { AlertDialog } from '../components/alert-dialog';
import type { AlertType } from '../components/alert-dialog';

type Open =
  | { kind: 'none' }
  | { kind: 'basic' }
  | { kind: 'type'; type: AlertType }
  | { kind: 'timer' }
  | { kind: 'confirm' }
  | { kind: 'result'; deleted: boolean }
  | { kind: 'input' }
  | { kind: 'typed'; value: string };

const TYPES: AlertType[] = ['success', 'danger', 'warning', 'info', 'question'];

/** `/extensions/sweet-alert`: alerts, types, a timer, a confirmation and a question with an answer. */
export function SweetAlertRoute() {
  const { t } = useTranslation('demo-extensions');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [answer, setAnswer] = useState('');
  const close = () => setOpen({ kind: 'none' });
  return (
    <ShowcasePage title={t('alert.title')} lead={t('alert.lead')}>
      <ShowcaseCard title={t('alert.basic')}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setOpen({ kind: 'basic' })}
        >
          {t('alert.showBasic')}
        </button>
      </ShowcaseCard>
      <ShowcaseCard title={t('alert.types')}>
        <div className="d-flex flex-wrap gap-2">
          {TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={`btn btn-outline-${type === 'question' ? 'secondary' : type}`}
              onClick={() => setOpen({ kind: 'type', type })}
            >
              {t(`alert.type.${type}`)}
            </button>
          ))}
        </div>
      </ShowcaseCard>
      <ShowcaseCard title={t('alert.timer')}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setOpen({ kind: 'timer' })}
        >
          {t('alert.showTimer')}
        </button>
      </ShowcaseCard>
      <ShowcaseCard title={t('alert.confirm')}>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => setOpen({ kind: 'confirm' })}
        >
          {t('alert.deleteFile')}
        </button>
      </ShowcaseCard>
      <ShowcaseCard title={t('alert.input')}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setAnswer('');
            setOpen({ kind: 'input' });
          }}
        >
          {t('alert.askName')}
        </button>
      </ShowcaseCard>

      <AlertDialog
        show={open.kind === 'basic'}
        title={t('alert.basicTitle')}
        text={t('alert.basicText')}
        onClose={close}
      />
      <AlertDialog
        show={open.kind === 'type'}
        type={open.kind === 'type' ? open.type : undefined}
        title={open.kind === 'type' ? t(`alert.type.${open.type}`) : ''}
        text={t('alert.typeText')}
        onClose={close}
      />
      <AlertDialog
        show={open.kind === 'timer'}
        type="info"
        title={t('alert.timerTitle')}
        timerMs={3000}
        onClose={close}
      />
      <AlertDialog
        show={open.kind === 'confirm'}
        type="warning"
        title={t('alert.sure')}
        text={t('alert.cannotUndo')}
        onClose={() => setOpen({ kind: 'result', deleted: false })}
        footer={
          <>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setOpen({ kind: 'result', deleted: false })}
              autoFocus
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => setOpen({ kind: 'result', deleted: true })}
            >
              {t('alert.yesDelete')}
            </button>
          </>
        }
      />
      <AlertDialog
        show={open.kind === 'result'}
        type={open.kind === 'result' && open.deleted ? 'success' : 'danger'}
        title={open.kind === 'result' && open.deleted ? t('alert.deleted') : t('alert.cancelled')}
        text={
          open.kind === 'result' && open.deleted ? t('alert.deletedText') : t('alert.cancelledText')
        }
        onClose={close}
      />
      <AlertDialog
        show={open.kind === 'input'}
        type="question"
        title={t('alert.nameQuestion')}
        onClose={close}
        footer={
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={close}>
              {t('common.cancel')}
            </button>
            <button type="submit" form="alert-answer" className="btn btn-primary">
              {t('alert.ok')}
            </button>
          </>
        }
      >
        <form
          id="alert-answer"
          onSubmit={(event) => {
            event.preventDefault();
            if (answer.trim()) setOpen({ kind: 'typed', value: answer.trim() });
          }}
        >
          <label htmlFor="alert-answer-input" className="visually-hidden">
            {t('alert.nameQuestion')}
          </label>
          <input
            id="alert-answer-input"
            className="form-control"
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            autoFocus
            autoComplete="given-name"
          />
        </form>
      </AlertDialog>
      <AlertDialog
        show={open.kind === 'typed'}
        type="success"
        title={open.kind === 'typed' ? t('alert.hello', { name: open.value }) : ''}
        onClose={close}
      />
    </ShowcasePage>
  );
}
