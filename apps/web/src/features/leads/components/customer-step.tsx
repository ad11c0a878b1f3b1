import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KENYAN_COUNTIES } from '@pamoja/contract/counties';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import type { SellableProduct } from '../api/list-my-products';
import { CUSTOMER_FIELDS, validateCustomer } from '../lib/customer-values';
import type { CustomerValues } from '../lib/customer-values';
import { FacilityPicker } from './facility-picker';

interface CustomerStepProps {
  sellable: SellableProduct;
  values: CustomerValues;
  /** A refused capture sends the agent back here with the server's words on the fields. */
  serverError: unknown;
  onBack: (values: CustomerValues) => void;
  onNext: (values: CustomerValues) => void;
}

/** Step 2: who the customer is, checked with the contract's schema and the product's rules. */
export function CustomerStep({ sellable, values, serverError, onBack, onNext }: CustomerStepProps) {
  const { t } = useTranslation();
  const countiesId = useId();
  const { product, needsFacility } = sellable;
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<CustomerValues>({
    defaultValues: values,
    resolver: (typed) => {
      const found = validateCustomer(typed, sellable, t);
      return Object.keys(found).length === 0
        ? { values: typed, errors: {} }
        : { values: {}, errors: found };
    },
  });

  useEffect(() => {
    if (serverError) applyServerErrors(serverError, setError, { fields: CUSTOMER_FIELDS });
  }, [serverError, setError]);

  const f = (key: string) => t(`leads.capture.customer.${key}`);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onNext)(event)}>
      <TextField label={f('name')} autoComplete="off" {...register('name')} error={errors.name} />
      <TextField
        label={f('phoneNumber')}
        hint={f('phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        {...register('phoneNumber')}
        error={errors.phoneNumber}
      />
      <TextField
        label={f('nationalId')}
        hint={f('nationalIdHint')}
        inputMode="numeric"
        autoComplete="off"
        {...register('nationalId')}
        error={errors.nationalId}
      />
      {product.hasAmount && (
        <TextField
          label={f('amount')}
          hint={f('amountHint')}
          inputMode="numeric"
          autoComplete="off"
          {...register('amount')}
          error={errors.amount}
        />
      )}
      <TextField
        label={f('location')}
        hint={f('locationHint')}
        list={countiesId}
        autoComplete="off"
        {...register('location')}
        error={errors.location}
      />
      <datalist id={countiesId}>
        {KENYAN_COUNTIES.map((county) => (
          <option key={county} value={county} />
        ))}
      </datalist>
      {needsFacility && (
        <FormField label={f('facility')} hint={f('facilityHint')} error={errors.facilityId}>
          {(control, invalid) => (
            <FacilityPicker
              control={control}
              invalid={invalid}
              name={values.facilityName}
              onChange={(facility) => {
                setValue('facilityId', facility?.id ?? '');
                setValue('facilityName', facility?.name ?? '');
              }}
            />
          )}
        </FormField>
      )}
      <TextField
        label={f('referralId')}
        hint={f('referralHint')}
        autoComplete="off"
        {...register('referralId')}
        error={errors.referralId}
      />
      <div className="d-flex justify-content-between gap-2 mt-3">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => onBack(getValues())}
        >
          {t('leads.capture.back')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('leads.capture.next')}
        </button>
      </div>
    </form>
  );
}
