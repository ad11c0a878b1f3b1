import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { parseMajorUnits, toMajorUnits } from '@pamoja/contract/money';
import { normalisePhone } from '@pamoja/contract/phone-number';
import {
  BANK_IFT_MIN,
  BANK_TRANSFER_MAX,
  beneficiaryWithdrawalRequest,
  pesalinkToPhoneRequest,
  sendToMpesaRequest,
  type WalletTransaction,
} from '@pamoja/contract/wallet';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { isHttpError } from '../../../shared/http/http-error';
import { useBankPrices } from '../api/get-bank-prices';
import { usePayoutRecipients } from '../api/get-payout-recipients';
import { useWithdraw, type WithdrawBody } from '../api/withdraw';
import { feeFor, limitsOf, TRANSFER_TYPE, type WithdrawKind } from '../lib/fees';
import { useIdempotencyKey } from '../../../shared/http/idempotency';
import { useMoney } from '../../../shared/format/money';
import { displayPhone } from '../../../shared/format/phone';
import { FeeSummary } from './fee-summary';
import { PHONE_KINDS, RecipientFields } from './recipient-fields';

export interface WithdrawFormValues {
  phoneNumber: string;
  beneficiaryId: string;
  amount: string;
  pin: string;
}

interface WithdrawParsed {
  phoneNumber?: string;
  beneficiaryId?: string;
  amount: bigint;
  pin: string;
}

const SCHEMAS = {
  mpesa: sendToMpesaRequest,
  pesalinkPhone: pesalinkToPhoneRequest,
  pesalinkAccount: beneficiaryWithdrawalRequest(BANK_TRANSFER_MAX),
  bank: beneficiaryWithdrawalRequest(BANK_TRANSFER_MAX, BANK_IFT_MIN),
} as const;

// Refusals about what was asked for send the reader back to the first step, to the amount.
const AMOUNT_CODES = { INSUFFICIENT_BALANCE: 'amount', AMOUNT_OUT_OF_LIMITS: 'amount' } as const;
const CODE_FIELDS = { ...AMOUNT_CODES, WRONG_PIN: 'pin' } as const;
const PIN_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  maxLength: 4,
  className: 'pin-input',
} as const;

interface WithdrawFormProps {
  kind: WithdrawKind;
  available: number;
  currency: string;
  onDone: (transaction: WalletTransaction, message: string) => void;
  onCancel: () => void;
}

function detailFieldsOf(kind: WithdrawKind): Path<WithdrawFormValues>[] {
  return PHONE_KINDS.includes(kind) ? ['phoneNumber', 'amount'] : ['beneficiaryId', 'amount'];
}

/** Amount as typed → KES, or null while it is not an amount yet. */
function majorAmount(text: string): number | null {
  const minor = parseMajorUnits(text);
  return minor === null || minor === 0n ? null : toMajorUnits(minor);
}

/**
 * Two steps: where and how much (with the fee as it will be charged), then a review with the
 * total and the PIN. Each confirmed review is one submission with its own Idempotency-Key.
 */
export function WithdrawForm({ kind, available, currency, onDone, onCancel }: WithdrawFormProps) {
  const { t } = useTranslation();
  const formatMoney = useMoney();
  const [step, setStep] = useState<'details' | 'review'>('details');
  const prices = useBankPrices(TRANSFER_TYPE[kind]);
  const recipients = usePayoutRecipients(kind);
  const mutation = useWithdraw();
  const idempotency = useIdempotencyKey();
  const detailFields = detailFieldsOf(kind);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    trigger,
    control,
    formState: { errors },
  } = useForm<WithdrawFormValues, unknown, WithdrawParsed>({
    resolver: zodResolver(SCHEMAS[kind]) as unknown as Resolver<
      WithdrawFormValues,
      unknown,
      WithdrawParsed
    >,
    mode: 'onTouched',
    defaultValues: { phoneNumber: '', beneficiaryId: '', amount: '', pin: '' },
  });

  const [amountText = '', phoneNumber = '', beneficiaryId = ''] = useWatch({
    control,
    name: ['amount', 'phoneNumber', 'beneficiaryId'],
  });
  const amount = majorAmount(amountText);
  const tiers = prices.data ?? [];
  const fee = amount === null ? null : feeFor(tiers, amount);
  const recipient = (recipients.data ?? []).find((item) => item.id === beneficiaryId);
  const money = (value: number) => formatMoney(value, currency);

  const toReview = async () => {
    if (!(await trigger(detailFields, { shouldFocus: true })) || amount === null) return;
    const limits = limitsOf(tiers);
    if (fee === null && limits) {
      setError(
        'amount',
        {
          message: t('wallet.withdraw.outOfLimits', {
            min: money(limits.min),
            max: money(limits.max),
          }),
        },
        { shouldFocus: true },
      );
      return;
    }
    if (fee !== null && amount + fee > available) {
      setError(
        'amount',
        {
          message: t('wallet.withdraw.overBalance', {
            available: money(available),
            fee: money(fee),
          }),
        },
        { shouldFocus: true },
      );
      return;
    }
    setStep('review');
  };

  const onSubmit = handleSubmit((values) => {
    const body: WithdrawBody = PHONE_KINDS.includes(kind)
      ? {
          phoneNumber: values.phoneNumber ?? '',
          amount: toMajorUnits(values.amount),
          pin: values.pin,
        }
      : {
          beneficiaryId: values.beneficiaryId ?? '',
          amount: toMajorUnits(values.amount),
          pin: values.pin,
        };
    mutation.mutate(
      { kind, body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: ({ data, message }) => {
          idempotency.settle();
          onDone(data, message);
        },
        onError: (error) => {
          idempotency.settleOnFailure(error);
          if (isHttpError(error)) {
            const aboutDetails =
              error.code in AMOUNT_CODES ||
              error.details.some((detail) => detailFields.includes(detail.path as never));
            if (aboutDetails) setStep('details');
            // A wrong PIN is typed again from scratch; it never lingers in the field.
            if (error.code === 'WRONG_PIN' || error.code === 'PIN_LOCKED') setValue('pin', '');
          }
          showFormError(error, setError, {
            fields: [...detailFields, 'pin'],
            codes: CODE_FIELDS,
          });
        },
      },
    );
  });

  const loading = prices.isPending || recipients.isPending;
  const noRecipients = !PHONE_KINDS.includes(kind) && recipients.data?.length === 0;

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="modal-body">
        {step === 'details' ? (
          <>
            <p className="text-body-secondary">{t(`wallet.withdraw.intro.${kind}`)}</p>
            {loading ? (
              <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                {t('common.loading')}
              </p>
            ) : (
              <>
                <RecipientFields
                  kind={kind}
                  recipients={recipients.data ?? []}
                  register={register}
                  setValue={setValue}
                  errors={errors}
                />
                {!noRecipients && (
                  <TextField
                    label={t('wallet.amount')}
                    inputMode="numeric"
                    autoComplete="off"
                    error={errors.amount}
                    hint={t('wallet.withdraw.availableHint', { available: money(available) })}
                    {...register('amount')}
                  />
                )}
                {amount !== null && fee !== null && (
                  <FeeSummary amount={amount} fee={fee} currency={currency} />
                )}
              </>
            )}
          </>
        ) : (
          <>
            <h3 className="h6">{t('wallet.withdraw.reviewTitle')}</h3>
            <p className="mb-2">
              {t('wallet.withdraw.to', {
                recipient: recipient
                  ? `${recipient.name} · ${recipient.detail}`
                  : displayPhone(normalisePhone(phoneNumber) ?? phoneNumber),
              })}
            </p>
            {amount !== null && fee !== null && (
              <FeeSummary
                amount={amount}
                fee={fee}
                currency={currency}
                availableAfter={available - amount - fee}
              />
            )}
            <div className="mt-3 wallet-pin">
              <TextField
                {...PIN_INPUT}
                label={t('wallet.withdraw.pin')}
                error={errors.pin}
                hint={t('wallet.withdraw.pinHint')}
                autoFocus
                {...register('pin')}
              />
            </div>
          </>
        )}
      </div>
      <div className="modal-footer">
        {step === 'details' ? (
          <>
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
              {t('wallet.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void toReview()}
              disabled={loading || noRecipients || prices.isError}
            >
              {t('wallet.withdraw.continue')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setStep('details')}
              disabled={mutation.isPending}
            >
              {t('wallet.back')}
            </button>
            <SubmitButton pending={mutation.isPending} pendingLabel={t('wallet.withdraw.sending')}>
              {t('wallet.withdraw.confirm', {
                total: amount !== null && fee !== null ? money(amount + fee) : '',
              })}
            </SubmitButton>
          </>
        )}
      </div>
    </form>
  );
}
