import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { groupAirtimeMpesaRequest, type AirtimeGroup } from '@pamoja/contract/airtime';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { useMoney } from '../../../shared/format/money';
import { displayPhone, localPhone } from '../../../shared/format/phone';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { useIdempotencyKey } from '../../../shared/http/idempotency';
import { useBuyGroupAirtime } from '../api/buy-group-airtime';
import type { PollTiming } from '../hooks/use-purchase-progress';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { PurchaseProgress } from './purchase-progress';

const payerSchema = groupAirtimeMpesaRequest.pick({ phoneNumber: true });
type PayerInput = z.input<typeof payerSchema>;

type Step =
  | { step: 'payer' }
  | { step: 'confirm'; phoneNumber: string }
  | { step: 'progress'; transaction: WalletTransaction };

interface BuyGroupDialogProps {
  group: Pick<AirtimeGroup, 'id' | 'name' | 'memberCount' | 'totalAmount'>;
  show: boolean;
  onHide: () => void;
  /** The signed-in person's number: the default payer. */
  myPhone: string;
  timing?: PollTiming;
}

/** Buy for the whole group: who pays, a last look at the total, then each member's airtime. */
export function BuyGroupDialog({ group, show, onHide, myPhone, timing }: BuyGroupDialogProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [step, setStep] = useState<Step>({ step: 'payer' });
  const mutation = useBuyGroupAirtime();
  const idempotency = useIdempotencyKey();
  const form = useForm<PayerInput, unknown, z.output<typeof payerSchema>>({
    resolver: zodResolver(payerSchema),
    defaultValues: { phoneNumber: localPhone(myPhone) },
  });
  const { errors } = form.formState;
  const facts = { total: money(group.totalAmount), count: group.memberCount };

  const toConfirm = form.handleSubmit(({ phoneNumber }) =>
    setStep({ step: 'confirm', phoneNumber }),
  );
  const pay = (phoneNumber: string) => {
    const body = { groupId: group.id, phoneNumber };
    mutation.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: ({ data }) => {
          idempotency.settle();
          setStep({ step: 'progress', transaction: data });
        },
        onError: (error) => {
          idempotency.settleOnFailure(error);
          setStep({ step: 'payer' });
          showFormError(error, form.setError, { fields: ['phoneNumber'] });
        },
      },
    );
  };

  return (
    <FormDialog
      show={show}
      onHide={onHide}
      title={t('airtime.buyGroup.title', { name: group.name })}
      locked={step.step === 'progress'}
      size={step.step === 'progress' ? 'lg' : undefined}
      onExited={() => {
        setStep({ step: 'payer' });
        form.reset({ phoneNumber: localPhone(myPhone) });
      }}
    >
      {step.step === 'payer' && (
        <form noValidate onSubmit={(event) => void toConfirm(event)}>
          <p>{t('airtime.buyGroup.summary', facts)}</p>
          <TextField
            label={t('airtime.buy.payer')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errors.phoneNumber}
            hint={t('airtime.buyGroup.payerHint', { total: facts.total })}
            {...form.register('phoneNumber')}
          />
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
              {t('ui.cancel')}
            </button>
            <button type="submit" className="btn btn-primary">
              {t('airtime.buyGroup.continue')}
            </button>
          </div>
        </form>
      )}
      {step.step === 'confirm' && (
        <div>
          <p className="fs-5" data-testid="group-confirm">
            {t('airtime.buyGroup.confirm', facts)}
          </p>
          <p className="text-body-secondary">
            {t('airtime.buyGroup.confirmHint', {
              phone: displayPhone(step.phoneNumber),
              total: facts.total,
            })}
          </p>
          <div className="d-flex justify-content-end gap-2">
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setStep({ step: 'payer' })}
              disabled={mutation.isPending}
            >
              {t('airtime.back')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => pay(step.phoneNumber)}
              disabled={mutation.isPending}
              autoFocus
            >
              {mutation.isPending && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {mutation.isPending
                ? t('airtime.buy.sending')
                : t('airtime.buyGroup.pay', { total: facts.total })}
            </button>
          </div>
        </div>
      )}
      {step.step === 'progress' && (
        <PurchaseProgress
          key={step.transaction.id}
          transaction={step.transaction}
          kind="group"
          timing={timing}
          againLabel={t('airtime.done')}
          onAgain={(retry) => (retry ? setStep({ step: 'payer' }) : onHide())}
        />
      )}
    </FormDialog>
  );
}
