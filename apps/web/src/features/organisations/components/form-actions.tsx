import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../shared/forms/submit-button';

/** Cancel and save, at the foot of every form of this feature. */
export function FormActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-end gap-2">
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
        {t('organisations.cancel')}
      </button>
      <SubmitButton pending={pending} pendingLabel={t('organisations.saving')}>
        {t('organisations.save')}
      </SubmitButton>
    </div>
  );
}
