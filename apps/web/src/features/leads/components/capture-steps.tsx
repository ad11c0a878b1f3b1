import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './capture-steps.scss';

export const CAPTURE_STEPS = ['product', 'customer', 'consent', 'done'] as const;
export type CaptureStep = (typeof CAPTURE_STEPS)[number];

/** Where the agent is in the wizard: numbered, the current one marked for screen readers too. */
export function CaptureSteps({ current }: { current: CaptureStep }) {
  const { t } = useTranslation();
  const at = CAPTURE_STEPS.indexOf(current);
  return (
    <ol className="capture-steps" aria-label={t('leads.capture.steps.label')}>
      {CAPTURE_STEPS.map((step, index) => {
        const state = index < at ? 'done' : index === at ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`capture-step capture-step-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="capture-step-number" aria-hidden="true">
              {state === 'done' ? <Check size={14} /> : index + 1}
            </span>
            <span className="capture-step-name">
              {t(`leads.capture.steps.${step}`)}
              {state === 'done' && (
                <span className="visually-hidden"> ({t('leads.capture.steps.completed')})</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
