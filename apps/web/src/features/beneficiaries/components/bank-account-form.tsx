import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createBankAccountRequest,
  type BankAccount,
  type CreateBankAccountRequest,
  type NewBankAccount,
} from '@pamoja/contract/beneficiaries';
import { TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { useCreateBeneficiary } from '../api/create-beneficiary';
import { BANK_ACCOUNTS } from '../api/resources';
import { useUpdateBeneficiary } from '../api/update-beneficiary';
import { changedFields } from '../lib/changes';
import { BankSelect } from './bank-select';
import type { FormProps } from './beneficiary-panel';
import { FormFooter } from './form-footer';

const FIELDS = ['bankId', 'accountNumber', 'accountName'] as const;
const CODE_FIELDS = { BANK_ACCOUNT_EXISTS: 'accountNumber' } as const;

/** A bank account for IFT withdrawals: bank, account number and the name on the account. */
export function BankAccountForm({ item, onDone, onCancel }: FormProps<BankAccount>) {
  const { t } = useTranslation();
  const create = useCreateBeneficiary(BANK_ACCOUNTS);
  const update = useUpdateBeneficiary(BANK_ACCOUNTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateBankAccountRequest, unknown, NewBankAccount>({
    resolver: zodResolver(createBankAccountRequest),
    mode: 'onTouched',
    defaultValues: {
      bankId: item?.bankId ?? '',
      accountNumber: item?.accountNumber ?? '',
      accountName: item?.accountName ?? '',
    },
  });
  const onError = (error: unknown) =>
    showFormError(error, setError, { fields: FIELDS, codes: CODE_FIELDS });

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
        <BankSelect error={errors.bankId} registration={register('bankId')} />
        <TextField
          label={t('wallet.beneficiaries.fields.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.accountNumber}
          {...register('accountNumber')}
        />
        <TextField
          label={t('wallet.beneficiaries.fields.accountName')}
          autoComplete="off"
          error={errors.accountName}
          {...register('accountName')}
        />
      </div>
      <FormFooter pending={create.isPending || update.isPending} onCancel={onCancel} />
    </form>
  );
}
