import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../shared/forms/submit-button';

/** Cancel and save, the same in every beneficiary form. */
export function FormFooter({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="modal-footer">
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('wallet.cancel')}
      </button>
      <SubmitButton pending={pending} pendingLabel={t('wallet.beneficiaries.saving')}>
        {t('wallet.beneficiaries.save')}
      </SubmitButton>
    </div>
  );
}
