import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toMajorUnits } from '@pamoja/contract/money';
import type { WalletTransaction } from '@pamoja/contract/wallet';
import { displayPhone, localPhone } from '../../../shared/format/phone';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useIdempotencyKey } from '../../../shared/http/idempotency';
import { useBuyAirtime } from '../api/buy-airtime';
import type { PurchaseFormInput, PurchaseFormOutput } from '../lib/purchase-form';
import { purchaseFormSchema } from '../lib/purchase-form';
import { AmountPresets } from './amount-presets';
import { TelcoHint } from './telco-hint';

const FIELDS = ['recipientPhoneNumber', 'phoneNumber', 'amount'] as const;
const CODE_FIELDS = { AMOUNT_OUT_OF_LIMITS: 'amount' } as const;

interface PurchaseFormProps {
  /** The signed-in person's number (254…): the recipient "for me" and the default payer. */
  myPhone: string;
  /** What was typed before, when coming back to try again. */
  defaults?: PurchaseFormInput;
  onStarted: (transaction: WalletTransaction, typed: PurchaseFormInput, recipient: string) => void;
}

/** Who gets the airtime, how much, and which phone pays by M-Pesa. */
export function PurchaseForm({ myPhone, defaults, onStarted }: PurchaseFormProps) {
  const { t } = useTranslation();
  const mutation = useBuyAirtime();
  const idempotency = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<PurchaseFormInput, unknown, PurchaseFormOutput>({
    resolver: zodResolver(purchaseFormSchema),
    mode: 'onTouched',
    defaultValues: defaults ?? {
      target: 'me',
      recipientPhoneNumber: '',
      phoneNumber: localPhone(myPhone),
      amount: '',
    },
  });
  const [target, recipientTyped = '', amount = ''] = useWatch({
    control,
    name: ['target', 'recipientPhoneNumber', 'amount'],
  });

  const onSubmit = handleSubmit((values) => {
    const recipient = values.target === 'me' ? myPhone : values.recipientPhoneNumber;
    const body = {
      phoneNumber: values.phoneNumber,
      recipientPhoneNumber: recipient,
      amount: toMajorUnits(values.amount),
    };
    mutation.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: ({ data }) => {
          idempotency.settle();
          onStarted(data, getValues(), recipient);
        },
        onError: (error) => {
          idempotency.settleOnFailure(error);
          showFormError(error, setError, { fields: FIELDS, codes: CODE_FIELDS });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="airtime-buy-title">
      <h2 id="airtime-buy-title" className="h5">
        {t('airtime.buy.heading')}
      </h2>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('airtime.buy.for')}</legend>
        <div className="form-check">
          <input
            id="airtime-for-me"
            className="form-check-input"
            type="radio"
            value="me"
            {...register('target')}
          />
          <label className="form-check-label" htmlFor="airtime-for-me">
            {t('airtime.buy.forMe', { phone: displayPhone(myPhone) })}
          </label>
          {target === 'me' && (
            <div className="form-text">
              <TelcoHint phone={myPhone} />
            </div>
          )}
        </div>
        <div className="form-check">
          <input
            id="airtime-for-other"
            className="form-check-input"
            type="radio"
            value="other"
            {...register('target')}
          />
          <label className="form-check-label" htmlFor="airtime-for-other">
            {t('airtime.buy.forOther')}
          </label>
        </div>
      </fieldset>
      {target === 'other' && (
        <TextField
          label={t('airtime.buy.recipient')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.recipientPhoneNumber}
          hint={<TelcoHint phone={recipientTyped} />}
          {...register('recipientPhoneNumber')}
        />
      )}
      <AmountPresets
        value={String(amount)}
        onPick={(preset) =>
          setValue('amount', String(preset), { shouldValidate: true, shouldDirty: true })
        }
      />
      <TextField
        label={t('airtime.buy.amount')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.amount}
        hint={t('airtime.buy.amountHint')}
        {...register('amount')}
      />
      <TextField
        label={t('airtime.buy.payer')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phoneNumber}
        hint={t('airtime.buy.payerHint')}
        {...register('phoneNumber')}
      />
      <SubmitButton pending={mutation.isPending} pendingLabel={t('airtime.buy.sending')}>
        {t('airtime.buy.submit')}
      </SubmitButton>
    </form>
  );
}
