import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field';
import { useBanks } from '../api/get-banks';

interface BankSelectProps {
  error?: FieldError;
  registration: UseFormRegisterReturn;
  /** Pesalink reaches only the banks that joined it. */
  pesalinkOnly?: boolean;
}

/** The bank, from the reference list (`GET banks`). */
export function BankSelect({ error, registration, pesalinkOnly = false }: BankSelectProps) {
  const { t } = useTranslation();
  const banks = useBanks();
  const options = (banks.data ?? []).filter((bank) => !pesalinkOnly || bank.pesalink);
  return (
    <FormField label={t('wallet.beneficiaries.fields.bank')} error={error}>
      {(control, invalid) => (
        <select
          {...control}
          className={`form-select ${invalid ? 'is-invalid' : ''}`}
          disabled={banks.isPending}
          {...registration}
        >
          <option value="">
            {banks.isPending ? t('common.loading') : t('wallet.beneficiaries.fields.chooseBank')}
          </option>
          {options.map((bank) => (
            <option key={bank.id} value={bank.id}>
              {bank.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
