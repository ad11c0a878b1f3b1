import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormField, TextField } from '../../../shared/forms/form-field';
import type { PayoutRecipient } from '../api/get-payout-recipients';
import type { WithdrawKind } from '../lib/fees';
import { displayPhone } from '../../../shared/format/phone';
import type { WithdrawFormValues } from './withdraw-form';

interface RecipientFieldsProps {
  kind: WithdrawKind;
  recipients: PayoutRecipient[];
  register: UseFormRegister<WithdrawFormValues>;
  setValue: UseFormSetValue<WithdrawFormValues>;
  errors: FieldErrors<WithdrawFormValues>;
}

export const PHONE_KINDS: readonly WithdrawKind[] = ['mpesa', 'pesalinkPhone'];

const BENEFICIARY_TAB: Readonly<Record<WithdrawKind, string>> = {
  mpesa: 'wallets',
  pesalinkPhone: 'pesalink',
  pesalinkAccount: 'pesalink',
  bank: 'bank',
};

/**
 * Where the money goes: a phone number (saved numbers fill it in) for M-Pesa and Pesalink to a
 * phone; a saved beneficiary, which must exist first, for Pesalink to an account and bank IFT.
 */
export function RecipientFields({
  kind,
  recipients,
  register,
  setValue,
  errors,
}: RecipientFieldsProps) {
  const { t } = useTranslation();
  const manage = (
    <Link to={`/beneficiaries?tab=${BENEFICIARY_TAB[kind]}`}>{t('wallet.withdraw.manage')}</Link>
  );

  if (PHONE_KINDS.includes(kind)) {
    return (
      <>
        {recipients.length > 0 && (
          <FormField label={t('wallet.withdraw.savedNumber')} hint={manage}>
            {(control) => (
              <select
                {...control}
                className="form-select"
                defaultValue=""
                onChange={(event) => {
                  const chosen = recipients.find((item) => item.id === event.target.value);
                  if (chosen?.phoneNumber) {
                    setValue('phoneNumber', `0${chosen.phoneNumber.slice(3)}`, {
                      shouldValidate: true,
                      shouldDirty: true,
                    });
                  }
                }}
              >
                <option value="">{t('wallet.withdraw.chooseNumber')}</option>
                {recipients.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name} · {displayPhone(item.detail)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        <TextField
          label={t(`wallet.withdraw.phone.${kind}`)}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={errors.phoneNumber}
          hint={recipients.length === 0 ? manage : undefined}
          {...register('phoneNumber')}
        />
      </>
    );
  }

  if (recipients.length === 0) {
    return (
      <div className="alert alert-info" role="status">
        <p className="mb-2">{t(`wallet.withdraw.noRecipients.${kind}`)}</p>
        <Link className="btn btn-sm btn-primary" to={`/beneficiaries?tab=${BENEFICIARY_TAB[kind]}`}>
          {t('wallet.withdraw.addRecipient')}
        </Link>
      </div>
    );
  }

  return (
    <FormField
      label={t(`wallet.withdraw.recipient.${kind}`)}
      error={errors.beneficiaryId}
      hint={manage}
    >
      {(control, invalid) => (
        <select
          {...control}
          className={`form-select ${invalid ? 'is-invalid' : ''}`}
          {...register('beneficiaryId')}
        >
          <option value="">{t('wallet.withdraw.chooseRecipient')}</option>
          {recipients.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name} · {item.detail}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
