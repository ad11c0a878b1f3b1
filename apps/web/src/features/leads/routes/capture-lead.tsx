import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lead } from '@pamoja/contract/leads';
import { useAbility } from '../../../shared/session/use-ability';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { SellableProduct } from '../api/list-my-products';
import { CaptureSteps } from '../components/capture-steps';
import type { CaptureStep } from '../components/capture-steps';
import type { SentCode } from '../components/consent-step';
import { CustomerStep } from '../components/customer-step';
import { ProductStep } from '../components/product-step';
import { emptyCustomer } from '../lib/customer-values';
import type { CustomerValues } from '../lib/customer-values';
import './capture-lead.scss';

// The last two steps load while the agent fills in the first ones: the wizard's first screen
// stays within its JavaScript budget.
const ConsentStep = lazy(async () => ({
  default: (await import('../components/consent-step')).ConsentStep,
}));
const CaptureDone = lazy(async () => ({
  default: (await import('../components/capture-done')).CaptureDone,
}));

/** `/leads/new`: an agent records a customer's interest, with the customer's consent code. */
export function CaptureLeadRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('leads.capture.title'));
  const ability = useAbility();
  const [step, setStep] = useState<CaptureStep>('product');
  const [sellable, setSellable] = useState<SellableProduct | null>(null);
  const [customer, setCustomer] = useState<CustomerValues>(emptyCustomer);
  const [customerError, setCustomerError] = useState<unknown>(null);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [lead, setLead] = useState<Lead | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // The step's content is replaced: focus its heading so keyboard and screen-reader users start
  // there, not at the top of the page.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  if (!ability.can('create', 'Lead')) {
    return <p className="alert alert-warning">{t('leads.capture.notAllowed')}</p>;
  }

  const restart = () => {
    setSellable(null);
    setCustomer(emptyCustomer);
    setCustomerError(null);
    setSent(null);
    setLead(null);
    setStep('product');
  };

  return (
    <section className="capture-lead" aria-labelledby="capture-lead-title">
      <h1 id="capture-lead-title" className="h4 mb-3">
        {t('leads.capture.title')}
      </h1>
      <CaptureSteps current={step} />
      <div className="card">
        <div className="card-body">
          <h2 ref={heading} tabIndex={-1} className="h5 mb-3">
            {t(`leads.capture.steps.${step}`)}
          </h2>
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            {step === 'product' && (
              <ProductStep
                selected={sellable}
                onSelect={setSellable}
                onNext={() => setStep('customer')}
              />
            )}
            {step === 'customer' && sellable && (
              <CustomerStep
                sellable={sellable}
                values={customer}
                serverError={customerError}
                onBack={(values) => {
                  setCustomer(values);
                  setStep('product');
                }}
                onNext={(values) => {
                  setCustomer(values);
                  setCustomerError(null);
                  setStep('consent');
                }}
              />
            )}
            {step === 'consent' && sellable && (
              <ConsentStep
                sellable={sellable}
                customer={customer}
                sent={sent}
                onSent={setSent}
                onBack={() => setStep('customer')}
                onCustomerError={(error) => {
                  setCustomerError(error);
                  setStep('customer');
                }}
                onCaptured={(captured) => {
                  setLead(captured);
                  setStep('done');
                }}
              />
            )}
            {step === 'done' && lead && <CaptureDone lead={lead} onAnother={restart} />}
          </Suspense>
        </div>
      </div>
    </section>
  );
}
