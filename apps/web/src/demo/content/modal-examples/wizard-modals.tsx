import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { ModalProps } from './form-modals';
import { ModalField } from './modal-field';

function Choice({ name, options }: { name: string; options: readonly string[] }) {
  return (
    <div className="mb-3">
      {options.map((option, index) => (
        <div className="form-check" key={option}>
          <input
            id={`${name}-${index}`}
            type="radio"
            name={name}
            className="form-check-input"
            defaultChecked={index === 0}
          />
          <label htmlFor={`${name}-${index}`} className="form-check-label">
            {option}
          </label>
        </div>
      ))}
    </div>
  );
}

interface WizardProps extends ModalProps {
  title: string;
  steps: ReadonlyArray<{ label: string; body: ReactNode }>;
  done: string;
}

/** Steps one after another, Back and Next; the step's heading takes the focus as it changes. */
function Wizard({ show, onClose, title, steps, done }: WizardProps) {
  const { t } = useTranslation('demo-content');
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const go = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const last = step === steps.length - 1;
  const current = steps[step]!;
  return (
    <FormDialog show={show} title={title} onHide={onClose} onExited={() => setStep(0)}>
      <ol className="list-inline small text-body-secondary" aria-label={t('modals.steps')}>
        {steps.map((item, index) => (
          <li
            key={item.label}
            className={`list-inline-item ${index === step ? 'fw-semibold text-primary' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            {index + 1}. {item.label}
          </li>
        ))}
      </ol>
      <h3 ref={heading} tabIndex={-1} className="h6">
        {t('modals.stepOf', { step: step + 1, count: steps.length, label: current.label })}
      </h3>
      {current.body}
      <div className="d-flex justify-content-between gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={step === 0}
          onClick={() => go(step - 1)}
        >
          {t('modals.back')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            if (!last) return go(step + 1);
            notify({ type: 'success', message: done });
            onClose();
          }}
        >
          {last ? t('modals.submit') : t('modals.next')}
        </button>
      </div>
    </FormDialog>
  );
}

export function CreateAppModal(props: ModalProps) {
  const { t } = useTranslation('demo-content');
  return (
    <Wizard
      {...props}
      title={t('modals.createApp.title')}
      done={t('modals.createApp.done')}
      steps={[
        {
          label: t('modals.createApp.details'),
          body: <ModalField label={t('modals.createApp.name')} defaultValue="Pamoja app" />,
        },
        {
          label: t('modals.createApp.framework'),
          body: <Choice name="app-framework" options={['React', 'Vue', 'Angular', 'Laravel']} />,
        },
        {
          label: t('modals.createApp.database'),
          body: <Choice name="app-database" options={['PostgreSQL', 'MySQL', 'Firebase', 'AWS']} />,
        },
        {
          label: t('modals.createApp.billing'),
          body: (
            <ModalField
              label={t('modals.addCard.number')}
              inputMode="numeric"
              autoComplete="cc-number"
            />
          ),
        },
        { label: t('modals.createApp.submitStep'), body: <p>{t('modals.createApp.ready')}</p> },
      ]}
    />
  );
}

export function TwoFactorModal(props: ModalProps) {
  const { t } = useTranslation('demo-content');
  return (
    <Wizard
      {...props}
      title={t('modals.twoFactor.title')}
      done={t('modals.twoFactor.done')}
      steps={[
        {
          label: t('modals.twoFactor.method'),
          body: (
            <Choice
              name="tfa-method"
              options={[t('modals.twoFactor.app'), t('modals.twoFactor.sms')]}
            />
          ),
        },
        {
          label: t('modals.twoFactor.verify'),
          body: (
            <ModalField
              label={t('modals.twoFactor.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          ),
        },
      ]}
    />
  );
}
