import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toMajorUnits } from '@pamoja/contract/money';
import { topUpRequest, type WalletTransaction } from '@pamoja/contract/wallet';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useTopUp } from '../api/top-up';
import { useIdempotencyKey } from '../../../shared/http/idempotency';
import { useMoney } from '../../../shared/format/money';

type TopUpInput = z.input<typeof topUpRequest>;
type TopUpOutput = z.output<typeof topUpRequest>;

export interface TopUpValues {
  phoneNumber: string;
  amount: string;
}

export const TOP_UP_PRESETS = [100, 500, 1_000, 2_500, 5_000] as const;
const FIELDS = ['phoneNumber', 'amount'] as const;
const CODE_FIELDS = { AMOUNT_OUT_OF_LIMITS: 'amount' } as const;

interface TopUpFormProps {
  defaults: TopUpValues;
  onStarted: (transaction: WalletTransaction, values: TopUpValues) => void;
  onCancel: () => void;
}

/** Phone and amount, checked by the contract's own schema before anything is sent. */
export function TopUpForm({ defaults, onStarted, onCancel }: TopUpFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const mutation = useTopUp();
  const idempotency = useIdempotencyKey();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<TopUpInput, unknown, TopUpOutput>({
    resolver: zodResolver(topUpRequest),
    mode: 'onTouched',
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit((values) => {
    const body = { phoneNumber: values.phoneNumber, amount: toMajorUnits(values.amount) };
    mutation.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: ({ data }) => {
          idempotency.settle();
          onStarted(data, getValues() as TopUpValues);
        },
        onError: (error) => {
          idempotency.settleOnFailure(error);
          showFormError(error, setError, { fields: FIELDS, codes: CODE_FIELDS });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="modal-body">
        <p className="text-body-secondary">{t('wallet.topUp.intro')}</p>
        <TextField
          label={t('wallet.topUp.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phoneNumber}
          hint={t('wallet.topUp.phoneHint')}
          {...register('phoneNumber')}
        />
        <fieldset className="mb-2">
          <legend className="form-label fs-6">{t('wallet.topUp.presets')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {TOP_UP_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() =>
                  setValue('amount', String(preset), { shouldValidate: true, shouldDirty: true })
                }
              >
                {money(preset)}
              </button>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('wallet.amount')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.amount}
          hint={t('wallet.topUp.amountHint')}
          {...register('amount')}
        />
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('wallet.cancel')}
        </button>
        <SubmitButton pending={mutation.isPending} pendingLabel={t('wallet.topUp.sending')}>
          {t('wallet.topUp.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
