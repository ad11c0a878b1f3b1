import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createPesalinkBeneficiaryRequest,
  type NewPesalinkBeneficiary,
  type PesalinkBeneficiary,
  type PesalinkType,
} from '@pamoja/contract/beneficiaries';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { useCreateBeneficiary } from '../api/create-beneficiary';
import { PESALINK_BENEFICIARIES } from '../api/resources';
import { useUpdateBeneficiary } from '../api/update-beneficiary';
import { changedFields } from '../lib/changes';
import { BankSelect } from './bank-select';
import type { FormProps } from './beneficiary-panel';
import { FormFooter } from './form-footer';

interface PesalinkValues {
  type: PesalinkType;
  name: string;
  bankId: string;
  accountNumber: string;
  phoneNumber: string;
}

const FIELDS = ['type', 'name', 'bankId', 'accountNumber', 'phoneNumber'] as const;
const TYPES: readonly PesalinkType[] = ['PESALINK_BANK', 'PESALINK_PHONE'];

/** 254712345678 → 0712345678 for editing. */
const localPhone = (phone: string | null) =>
  phone && /^254\d{9}$/.test(phone) ? `0${phone.slice(3)}` : (phone ?? '');

/** A Pesalink beneficiary: a bank account (PESALINK_BANK) or a phone on Pesalink (PESALINK_PHONE). */
export function PesalinkForm({ item, onDone, onCancel }: FormProps<PesalinkBeneficiary>) {
  const { t } = useTranslation();
  const create = useCreateBeneficiary(PESALINK_BENEFICIARIES);
  const update = useUpdateBeneficiary(PESALINK_BENEFICIARIES);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PesalinkValues, unknown, NewPesalinkBeneficiary>({
    resolver: zodResolver(createPesalinkBeneficiaryRequest) as unknown as Resolver<
      PesalinkValues,
      unknown,
      NewPesalinkBeneficiary
    >,
    mode: 'onTouched',
    defaultValues: {
      type: item?.type ?? 'PESALINK_BANK',
      name: item?.name ?? '',
      bankId: item?.bankId ?? '',
      accountNumber: item?.accountNumber ?? '',
      phoneNumber: localPhone(item?.phoneNumber ?? null),
    },
  });
  const type = useWatch({ control, name: 'type' });
  const onError = (error: unknown) =>
    showFormError(error, setError, {
      fields: FIELDS,
      codes: { BENEFICIARY_EXISTS: type === 'PESALINK_BANK' ? 'accountNumber' : 'phoneNumber' },
    });

  const onSubmit = handleSubmit((values) => {
    if (!item) {
      create.mutate(values, { onSuccess: ({ data }) => onDone(data), onError });
      return;
    }
    // The type stays; the other fields apply to that type only.
    const changes = changedFields({ ...values, type: undefined } as Record<string, unknown>, item);
    if (Object.keys(changes).length === 0) return onDone(null);
    update.mutate({ id: item.id, changes }, { onSuccess: ({ data }) => onDone(data), onError });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <div className="modal-body">
        {!item && (
          <fieldset className="mb-3">
            <legend className="form-label fs-6">
              {t('wallet.beneficiaries.fields.pesalinkType')}
            </legend>
            {TYPES.map((option) => (
              <div className="form-check form-check-inline" key={option}>
                <input
                  className="form-check-input"
                  type="radio"
                  id={`pesalink-type-${option}`}
                  value={option}
                  {...register('type')}
                />
                <label className="form-check-label" htmlFor={`pesalink-type-${option}`}>
                  {t(`wallet.beneficiaries.pesalinkTypes.${option}`)}
                </label>
              </div>
            ))}
          </fieldset>
        )}
        <TextField
          label={t('wallet.beneficiaries.fields.name')}
          autoComplete="off"
          error={errors.name}
          {...register('name')}
        />
        {type === 'PESALINK_BANK' ? (
          <>
            <BankSelect error={errors.bankId} registration={register('bankId')} pesalinkOnly />
            <TextField
              label={t('wallet.beneficiaries.fields.accountNumber')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.accountNumber}
              {...register('accountNumber')}
            />
          </>
        ) : (
          <TextField
            label={t('wallet.beneficiaries.fields.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={errors.phoneNumber}
            {...register('phoneNumber')}
          />
        )}
      </div>
      <FormFooter pending={create.isPending || update.isPending} onCancel={onCancel} />
    </form>
  );
}
