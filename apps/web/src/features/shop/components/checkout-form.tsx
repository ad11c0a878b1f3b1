import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { checkoutRequest, type Order } from '@pamoja/contract/orders';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useMoney } from '../../../shared/format/money';
import { isHttpError } from '../../../shared/http/http-error';
import type { useIdempotencyKey } from '../../../shared/http/idempotency';
import { useCheckout, type CheckoutBody } from '../api/checkout';
import { checkoutRefusal, type CheckoutRefusal } from '../lib/checkout-refusal';

// The contract's own rule for the phone: the items come from the cart, not from this form.
const phoneForm = checkoutRequest.pick({ phoneNumber: true });
type PhoneInput = z.input<typeof phoneForm>;
type PhoneOutput = z.output<typeof phoneForm>;

const FIELDS = ['phoneNumber'] as const;

interface CheckoutFormProps {
  phoneNumber: string;
  items: CheckoutBody['items'];
  count: number;
  total: number;
  /** Kept by the cart page, so a retry of the same attempt reuses its key even after closing. */
  idempotency: ReturnType<typeof useIdempotencyKey>;
  onStarted: (order: Order, phoneNumber: string) => void;
  /** 422 CHECKOUT_REFUSED: the cart shows it on the products concerned. */
  onRefused: (refusal: CheckoutRefusal) => void;
  onCancel: () => void;
}

/** The phone to prompt and the total to approve; nothing is charged until the PIN is entered. */
export function CheckoutForm(props: CheckoutFormProps) {
  const { phoneNumber, items, count, total, idempotency, onStarted, onRefused, onCancel } = props;
  const { t } = useTranslation();
  const money = useMoney();
  const mutation = useCheckout();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<PhoneInput, unknown, PhoneOutput>({
    resolver: zodResolver(phoneForm),
    mode: 'onTouched',
    defaultValues: { phoneNumber },
  });

  const onSubmit = handleSubmit((values) => {
    const body: CheckoutBody = { items, phoneNumber: values.phoneNumber };
    mutation.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: ({ data }) => {
          idempotency.settle();
          onStarted(data, getValues().phoneNumber);
        },
        onError: (error) => {
          idempotency.settleOnFailure(error);
          if (isHttpError(error) && error.code === 'CHECKOUT_REFUSED') {
            onRefused(checkoutRefusal(error, body.items));
            return;
          }
          showFormError(error, setError, { fields: FIELDS });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="modal-body">
        <p className="text-body-secondary">{t('shop.checkout.intro')}</p>
        <dl className="shop-facts mb-3">
          <dt>{t('shop.cart.pieces')}</dt>
          <dd>{count}</dd>
          <dt>{t('shop.cart.total')}</dt>
          <dd className="fw-semibold" data-testid="checkout-total">
            {money(total)}
          </dd>
        </dl>
        <TextField
          label={t('shop.checkout.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={errors.phoneNumber}
          hint={t('shop.checkout.phoneHint')}
          {...register('phoneNumber')}
        />
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('ui.cancel')}
        </button>
        <SubmitButton pending={mutation.isPending} pendingLabel={t('shop.checkout.sending')}>
          {t('shop.checkout.submit', { total: money(total) })}
        </SubmitButton>
      </div>
    </form>
  );
}
