import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import type { CartTotals } from '../lib/cart-totals';
import { PAYMENT_METHODS, paymentSchema } from '../lib/checkout-schemas';
import type { AddressValues, PaymentValues } from '../lib/checkout-schemas';
import { useShopFieldError } from '../lib/use-shop-field-error';
import { PriceDetails } from './price-details';

interface PaymentStepProps {
  address: AddressValues;
  totals: CartTotals;
  pending: boolean;
  onPlace: (payment: PaymentValues) => void;
}

/** Step 3: "Payment options" (a card, or cash on delivery) beside the price details. */
export function PaymentStep({ address, totals, pending, onPlace }: PaymentStepProps) {
  const { t } = useTranslation('demo-shop');
  const fieldError = useShopFieldError();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema),
    mode: 'onTouched',
    defaultValues: { method: 'card', cardName: '', cardNumber: '', expiry: '', cvv: '' },
  });
  const method = useWatch({ control, name: 'method' });
  const cardField = (name: Exclude<keyof PaymentValues, 'method'>) => ({
    label: t(`payment.${name}`),
    error: fieldError(errors[name]),
    ...register(name),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onPlace)} className="row g-3">
      <div className="col-12 col-xl-8">
        <div className="card">
          <div className="card-body">
            <fieldset className="mb-3">
              <legend className="h5">{t('payment.title')}</legend>
              {PAYMENT_METHODS.map((option) => (
                <div className="form-check" key={option}>
                  <input
                    className="form-check-input"
                    type="radio"
                    id={`shop-payment-${option}`}
                    value={option}
                    {...register('method')}
                  />
                  <label className="form-check-label" htmlFor={`shop-payment-${option}`}>
                    {t(`payment.methods.${option}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            {method === 'card' ? (
              <div className="shop-address-grid">
                <TextField {...cardField('cardName')} autoComplete="cc-name" />
                <TextField
                  {...cardField('cardNumber')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                />
                <TextField {...cardField('expiry')} placeholder="MM/YY" autoComplete="cc-exp" />
                <TextField {...cardField('cvv')} inputMode="numeric" autoComplete="cc-csc" />
              </div>
            ) : (
              <p className="text-body-secondary">{t('payment.cashHint')}</p>
            )}
            <p className="small text-body-secondary mb-0">{t('payment.demo')}</p>
          </div>
        </div>
      </div>
      <div className="col-12 col-xl-4">
        <section className="card mb-3" aria-labelledby="shop-deliver-to">
          <div className="card-body">
            <h3 id="shop-deliver-to" className="h6">
              {t('payment.deliverTo')}
            </h3>
            <address className="mb-0" data-testid="delivery-address">
              <strong>{address.fullName}</strong>
              <br />
              {address.house}
              {address.landmark ? `, ${address.landmark}` : ''}
              <br />
              {address.city}, {address.state} {address.postcode}
              <br />
              {address.phone}
            </address>
          </div>
        </section>
        <PriceDetails totals={totals}>
          <SubmitButton
            pending={pending}
            pendingLabel={t('payment.placing')}
            className="btn btn-primary w-100"
          >
            {t('payment.place')}
          </SubmitButton>
        </PriceDetails>
      </div>
    </form>
  );
}
