import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lead } from '@pamoja/contract/leads';
import { normalisePhone } from '@pamoja/contract/phone-number';
import { displayPhone } from '../../../shared/format/phone';
import { isHttpError } from '../../../shared/http/http-error';
import { useIdempotencyKey } from '../../../shared/http/idempotency';
import { useCaptureLead } from '../api/capture-lead';
import type { SellableProduct } from '../api/list-my-products';
import { useOpenLeadOtp } from '../api/open-lead-otp';
import type { ConsentCodeSent } from '../api/open-lead-otp';
import { useCooldown } from '../hooks/use-cooldown';
import { customerBody } from '../lib/customer-values';
import type { CustomerValues } from '../lib/customer-values';
import { ConsentCodeForm } from './consent-code-form';
import { DuplicateLead } from './duplicate-lead';

const RESEND_AFTER_SECONDS = 60;
// Failures about the code: shown on its field, where the agent types the next try.
const CODE_ERRORS = new Set([
  'OTP_WRONG',
  'OTP_EXPIRED',
  'OTP_USED',
  'OTP_NOT_REQUESTED',
  'OTP_ATTEMPTS_EXHAUSTED',
]);

/** A code sent, for which phone and product, and when: kept by the wizard across Back. */
export interface SentCode extends ConsentCodeSent {
  productId: string;
  typedPhone: string;
  at: number;
}

// Called when the code is sent (an event), never while rendering.
const sentNow = () => Date.now();

interface ConsentStepProps {
  sellable: SellableProduct;
  customer: CustomerValues;
  sent: SentCode | null;
  onSent: (sent: SentCode) => void;
  onBack: () => void;
  /** The server refused a customer field: the agent fixes it on the customer step. */
  onCustomerError: (error: unknown) => void;
  onCaptured: (lead: Lead) => void;
}

/** Step 3: a code texted to the customer proves their consent; with it the lead is captured. */
export function ConsentStep(props: ConsentStepProps) {
  const { sellable, customer, onSent, onBack, onCustomerError, onCaptured } = props;
  const { t } = useTranslation();
  const openOtp = useOpenLeadOtp();
  const capture = useCaptureLead();
  const idempotency = useIdempotencyKey();
  const [failure, setFailure] = useState<{ code: string; text: string } | null>(null);
  const body = customerBody(customer, sellable);
  // A code proves one phone for one product: after changing either, a new one is needed.
  const sent =
    props.sent?.productId === body.productId && props.sent.typedPhone === body.phoneNumber
      ? props.sent
      : null;
  const cooldown = useCooldown(RESEND_AFTER_SECONDS, sent?.at ?? null);

  const send = async () => {
    setFailure(null);
    try {
      const answer = await openOtp.mutateAsync({
        phoneNumber: body.phoneNumber,
        productId: body.productId,
      });
      onSent({
        ...answer,
        productId: body.productId,
        typedPhone: body.phoneNumber,
        at: sentNow(),
      });
    } catch (error) {
      setFailure(isHttpError(error) ? { code: error.code, text: error.text } : null);
    }
  };

  /** Resolves to the text to show on the code field, or nothing when all went well. */
  const confirm = async (otp: string): Promise<string | undefined> => {
    setFailure(null);
    const request = { ...body, otp };
    try {
      const lead = await capture.mutateAsync({
        body: request,
        idempotencyKey: idempotency.keyFor(request),
      });
      idempotency.settle();
      onCaptured(lead);
      return undefined;
    } catch (error) {
      idempotency.settleOnFailure(error);
      if (!isHttpError(error)) return t('common.loadFailed');
      if (CODE_ERRORS.has(error.code)) return error.text;
      if (error.details.some((detail) => detail.path !== 'otp')) onCustomerError(error);
      else setFailure({ code: error.code, text: error.text });
      return undefined;
    }
  };

  return (
    <div>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure.code === 'LEAD_DUPLICATE' ? (
            <DuplicateLead message={failure.text} />
          ) : (
            failure.text
          )}
        </div>
      )}
      {sent ? (
        <>
          <p role="status">
            {t('leads.capture.consent.sent', { phone: displayPhone(sent.phoneNumber) })}
          </p>
          <ConsentCodeForm pending={capture.isPending} onSubmit={confirm} />
        </>
      ) : (
        <p>
          {t('leads.capture.consent.explain', {
            phone: displayPhone(normalisePhone(body.phoneNumber) ?? body.phoneNumber),
          })}
        </p>
      )}
      <div className="d-flex flex-wrap justify-content-between gap-2 mt-3">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          {t('leads.capture.back')}
        </button>
        <button
          type="button"
          className={sent ? 'btn btn-outline-primary' : 'btn btn-primary'}
          onClick={() => void send()}
          disabled={openOtp.isPending || cooldown > 0}
        >
          {openOtp.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {!sent
            ? t('leads.capture.consent.send')
            : cooldown > 0
              ? t('leads.capture.consent.resendIn', { seconds: cooldown })
              : t('leads.capture.consent.resend')}
        </button>
      </div>
    </div>
  );
}
