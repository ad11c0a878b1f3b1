import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateProfileRequest } from '@pamoja/contract/users';
import type { Address } from '@pamoja/contract/users';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useUpdateAddress } from '../api/update-address';

type AddressInput = z.input<typeof updateProfileRequest>;
type AddressOutput = z.output<typeof updateProfileRequest>;

// Named as the server names them in `details[].path`, so its errors land on the right field.
const FIELDS = [
  'address.line1',
  'address.line2',
  'address.city',
  'address.county',
  'address.postalCode',
  'address.country',
] as const;

/** The address alone (an update of type ADDRESS), validated by the same contract. */
export function AddressForm({ address }: { address: Address }) {
  const { t } = useTranslation();
  const mutation = useUpdateAddress();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressInput, unknown, AddressOutput>({
    resolver: zodResolver(updateProfileRequest),
    mode: 'onTouched',
    defaultValues: { type: 'ADDRESS', address },
  });
  const fieldErrors = errors.address;

  const onSubmit = handleSubmit((values) => {
    if (!values.address) return;
    mutation.mutate(values.address, {
      onError: (error) => showFormError(error, setError, { fields: FIELDS }),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="address-form-title">
      <h2 id="address-form-title" className="h5 mb-3">
        {t('profile.address.title')}
      </h2>
      <div className="row g-3">
        <div className="col-12">
          <TextField
            label={t('profile.address.line1')}
            autoComplete="address-line1"
            error={fieldErrors?.line1}
            {...register('address.line1')}
          />
        </div>
        <div className="col-12">
          <TextField
            label={t('profile.address.line2')}
            autoComplete="address-line2"
            error={fieldErrors?.line2}
            {...register('address.line2')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={t('profile.address.city')}
            autoComplete="address-level2"
            error={fieldErrors?.city}
            {...register('address.city')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={t('profile.address.county')}
            autoComplete="address-level1"
            error={fieldErrors?.county}
            {...register('address.county')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={t('profile.address.postalCode')}
            autoComplete="postal-code"
            error={fieldErrors?.postalCode}
            {...register('address.postalCode')}
          />
        </div>
        <div className="col-md-6">
          <TextField
            label={t('profile.address.country')}
            autoComplete="country"
            maxLength={2}
            hint={t('profile.address.countryHint')}
            error={fieldErrors?.country}
            {...register('address.country', {
              setValueAs: (value: unknown) =>
                typeof value === 'string' ? value.toUpperCase() : value,
            })}
          />
        </div>
      </div>
      <SubmitButton
        pending={mutation.isPending}
        pendingLabel={t('profile.saving')}
        className="btn btn-primary"
      >
        {t('profile.address.save')}
      </SubmitButton>
    </form>
  );
}
