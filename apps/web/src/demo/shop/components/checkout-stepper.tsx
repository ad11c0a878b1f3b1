import { Check } from 'lucide-react';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const CHECKOUT_STEPS = ['cart', 'address', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

interface CheckoutStepperProps {
  current: CheckoutStep;
  /** Steps that may be opened now: a step is reached only once the ones before it are done. */
  reachable: ReadonlySet<CheckoutStep>;
  onStep: (step: CheckoutStep) => void;
}

/**
 * The wizard's steps as buttons in order. Tab reaches them, ← → (and Home, End) move between
 * the ones that can be opened, Enter or Space opens one; the current step is `aria-current`.
 */
export function CheckoutStepper({ current, reachable, onStep }: CheckoutStepperProps) {
  const { t } = useTranslation('demo-shop');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const currentIndex = CHECKOUT_STEPS.indexOf(current);

  const move = (event: KeyboardEvent, from: number) => {
    const open = CHECKOUT_STEPS.flatMap((step, index) => (reachable.has(step) ? [index] : []));
    const at = open.indexOf(from);
    const targets: Record<string, number | undefined> = {
      ArrowRight: open[Math.min(at + 1, open.length - 1)],
      ArrowDown: open[Math.min(at + 1, open.length - 1)],
      ArrowLeft: open[Math.max(at - 1, 0)],
      ArrowUp: open[Math.max(at - 1, 0)],
      Home: open[0],
      End: open[open.length - 1],
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const target = targets[event.key];
    if (target !== undefined) buttons.current[target]?.focus();
  };

  return (
    <nav aria-label={t('checkout.steps')} className="card mb-3">
      <ol className="shop-stepper card-body">
        {CHECKOUT_STEPS.map((step, index) => {
          const done = index < currentIndex;
          return (
            <li key={step} className="shop-stepper-item">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                className={`shop-stepper-button ${step === current ? 'is-current' : ''}`}
                aria-current={step === current ? 'step' : undefined}
                disabled={!reachable.has(step)}
                onClick={() => onStep(step)}
                onKeyDown={(event) => move(event, index)}
              >
                <span className="shop-stepper-mark" aria-hidden="true">
                  {done ? <Check size={16} /> : index + 1}
                </span>
                <span className="d-flex flex-column text-start">
                  <span className="fw-semibold">{t(`checkout.step.${step}.title`)}</span>
                  <span className="small text-body-secondary">
                    {t(`checkout.step.${step}.hint`)}
                  </span>
                </span>
                {done && <span className="visually-hidden">{t('checkout.done')}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
