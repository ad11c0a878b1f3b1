import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createMobileWalletRequest,
  type CreateMobileWalletRequest,
  type MobileWallet,
  type NewMobileWallet,
} from '@pamoja/contract/beneficiaries';
import { normalisePhone } from '@pamoja/contract/phone-number';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { useCreateBeneficiary } from '../api/create-beneficiary';
import { useTelcos } from '../../../shared/reference/get-telcos';
import { MOBILE_WALLETS } from '../api/resources';
import { useUpdateBeneficiary } from '../api/update-beneficiary';
import { changedFields } from '../lib/changes';
import type { FormProps } from './beneficiary-panel';
import { FormFooter } from './form-footer';

const FIELDS = ['telcoId', 'phoneNumber', 'name'] as const;
const CODE_FIELDS = { WALLET_EXISTS: 'phoneNumber' } as const;

const localPhone = (phone: string) => (/^254\d{9}$/.test(phone) ? `0${phone.slice(3)}` : phone);

/** A mobile wallet (network and number); a new one, or a changed number, is verified by SMS. */
export function MobileWalletForm({ item, onDone, onCancel }: FormProps<MobileWallet>) {
  const { t } = useTranslation();
  const telcos = useTelcos();
  const create = useCreateBeneficiary(MOBILE_WALLETS);
  const update = useUpdateBeneficiary(MOBILE_WALLETS);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CreateMobileWalletRequest, unknown, NewMobileWallet>({
    resolver: zodResolver(createMobileWalletRequest),
    mode: 'onTouched',
    defaultValues: {
      telcoId: item?.telcoId ?? '',
      phoneNumber: item ? localPhone(item.phoneNumber) : '',
      name: item?.name ?? '',
    },
  });
  const onError = (error: unknown) =>
    showFormError(error, setError, { fields: FIELDS, codes: CODE_FIELDS });

  // The network follows from the number's prefix: chosen for the reader when it is still empty.
  const guessTelco = () => {
    const phone = normalisePhone(getValues('phoneNumber'));
    if (!phone || getValues('telcoId')) return;
    const telco = telcos.data?.find((candidate) => candidate.prefixes.includes(phone.slice(3, 6)));
    if (telco) setValue('telcoId', telco.id, { shouldValidate: true });
  };

  const onSubmit = handleSubmit((values) => {
    if (!item) {
      create.mutate(values, { onSuccess: ({ data }) => onDone(data), onError });
      return;
    }
    const changes = changedFields(values, item);
    if (Object.keys(changes).length === 0) return onDone(null);
    update.mutate({ id: item.id, changes }, { onSuccess: ({ data }) => onDone(data), onError });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="modal-body">
        <TextField
          label={t('wallet.beneficiaries.fields.name')}
          autoComplete="off"
          error={errors.name}
          {...register('name')}
        />
        <TextField
          label={t('wallet.beneficiaries.fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.phoneNumber}
          hint={item ? t('wallet.beneficiaries.wallets.reverify') : undefined}
          {...register('phoneNumber', { onBlur: guessTelco })}
        />
        <FormField label={t('wallet.beneficiaries.fields.network')} error={errors.telcoId}>
          {(control, invalid) => (
            <select
              {...control}
              className={`form-select ${invalid ? 'is-invalid' : ''}`}
              disabled={telcos.isPending}
              {...register('telcoId')}
            >
              <option value="">
                {telcos.isPending
                  ? t('common.loading')
                  : t('wallet.beneficiaries.fields.chooseNetwork')}
              </option>
              {(telcos.data ?? []).map((telco) => (
                <option key={telco.id} value={telco.id}>
                  {telco.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormFooter pending={create.isPending || update.isPending} onCancel={onCancel} />
    </form>
  );
}
