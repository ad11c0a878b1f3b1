import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/form-field';
import { ADDRESS_TYPES, addressSchema } from '../lib/checkout-schemas';
import type { AddressValues } from '../lib/checkout-schemas';
import { useShopFieldError } from '../lib/use-shop-field-error';

interface AddressStepProps {
  saved: AddressValues | null;
  onSave: (address: AddressValues) => void;
}

const EMPTY: AddressValues = {
  fullName: '',
  phone: '',
  house: '',
  landmark: '',
  city: '',
  postcode: '',
  state: '',
  addressType: 'home',
};

/** Step 2: "Add New Address"; the saved address is where the order goes. */
export function AddressStep({ saved, onSave }: AddressStepProps) {
  const { t } = useTranslation('demo-shop');
  const fieldError = useShopFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    mode: 'onTouched',
    defaultValues: saved ?? EMPTY,
  });
  const field = (name: Exclude<keyof AddressValues, 'addressType'>) => ({
    label: t(`address.${name}`),
    error: fieldError(errors[name]),
    ...register(name),
  });

  return (
    <form className="card" noValidate onSubmit={handleSubmit(onSave)}>
      <div className="card-body">
        <h3 className="h5">{t('address.title')}</h3>
        <p className="text-body-secondary">{t('address.hint')}</p>
        <div className="shop-address-grid">
          <TextField {...field('fullName')} autoComplete="name" />
          <TextField {...field('phone')} type="tel" autoComplete="tel" />
          <TextField {...field('house')} autoComplete="address-line1" />
          <TextField {...field('landmark')} autoComplete="address-line2" />
          <TextField {...field('city')} autoComplete="address-level2" />
          <TextField {...field('postcode')} autoComplete="postal-code" />
          <TextField {...field('state')} autoComplete="address-level1" />
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('address.addressType')}</legend>
            {ADDRESS_TYPES.map((type) => (
              <div className="form-check form-check-inline" key={type}>
                <input
                  className="form-check-input"
                  type="radio"
                  id={`shop-address-${type}`}
                  value={type}
                  {...register('addressType')}
                />
                <label className="form-check-label" htmlFor={`shop-address-${type}`}>
                  {t(`address.types.${type}`)}
                </label>
              </div>
            ))}
          </fieldset>
        </div>
        <button type="submit" className="btn btn-primary">
          {t('address.save')}
        </button>
      </div>
    </form>
  );
}
