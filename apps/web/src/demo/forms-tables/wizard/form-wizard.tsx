import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';
import { WizardStepFields } from './wizard-step-fields';
import { EMPTY_WIZARD, STEPS, wizardSchema } from './wizard-schema';
import type { WizardValues } from './wizard-schema';
import './wizard.scss';

/**
 * Four steps in one form: Next checks the current step's fields and stays while any is wrong;
 * Previous never checks. The step list shows where one is and which steps are done.
 */
export function FormWizard({ vertical = false, title }: { vertical?: boolean; title: string }) {
  const { t } = useTranslation('demo-forms');
  const id = useId();
  const [step, setStep] = useState(0);
  const form = useForm<WizardValues>({
    resolver: zodResolver(wizardSchema(t)),
    defaultValues: EMPTY_WIZARD,
    mode: 'onTouched',
  });
  const last = step === STEPS.length - 1;

  const go = (next: number) => {
    setStep(next);
    // The new step's heading takes the focus, so a screen reader hears where it landed.
    requestAnimationFrame(() => document.getElementById(`${id}-step`)?.focus());
  };
  const next = async () => {
    if (await form.trigger([...STEPS[step]!.fields], { shouldFocus: true })) go(step + 1);
  };
  const submit = form.handleSubmit((values) => {
    notify({ type: 'success', message: t('wizard.submitted', { name: values.firstName }) });
    form.reset(EMPTY_WIZARD);
    go(0);
  });

  return (
    <div className={`wizard ${vertical ? 'wizard-vertical' : ''}`}>
      <ol className="wizard-steps" aria-label={t('wizard.progress', { title })}>
        {STEPS.map((one, index) => (
          <li
            key={one.id}
            className={`wizard-step ${index === step ? 'active' : ''} ${index < step ? 'done' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="wizard-step-number" aria-hidden="true">
              {index < step ? <Check size={14} /> : index + 1}
            </span>
            <span>
              <span className="d-block fw-semibold">{t(`wizard.steps.${one.id}.title`)}</span>
              <span className="d-block small text-body-secondary">
                {t(`wizard.steps.${one.id}.subtitle`)}
              </span>
              {index < step && <span className="visually-hidden">{t('wizard.done')}</span>}
            </span>
          </li>
        ))}
      </ol>
      <form
        noValidate
        className="wizard-body"
        onSubmit={(event) => void submit(event)}
        aria-labelledby={`${id}-step`}
      >
        <h3 id={`${id}-step`} tabIndex={-1} className="h6 mb-3">
          {t('wizard.stepOf', {
            step: step + 1,
            count: STEPS.length,
            title: t(`wizard.steps.${STEPS[step]!.id}.title`),
          })}
        </h3>
        <WizardStepFields step={STEPS[step]!.id} form={form} />
        <div className="d-flex justify-content-between gap-2 mt-3">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={step === 0}
            onClick={() => go(step - 1)}
          >
            {t('wizard.previous')}
          </button>
          {last ? (
            <button type="submit" className="btn btn-success">
              {t('wizard.submit')}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void next()}>
              {t('wizard.next')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
