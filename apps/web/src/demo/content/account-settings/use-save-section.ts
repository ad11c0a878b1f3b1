import { useTranslation } from 'react-i18next';
import { notify } from '../../../shared/notifications/notifications-store';
import type { AccountSettingUpdate } from '../../mock/schemas/account-setting-update-schema';
import { useUpdateAccountSetting } from '../api/update-account-setting';

/** Saves one tab and says so; a failure is already shown by the HTTP client's toast. */
export function useSaveSection() {
  const { t } = useTranslation('demo-content');
  const update = useUpdateAccountSetting();
  const save = async (change: AccountSettingUpdate) => {
    const saved = await update.mutateAsync(change).then(
      () => true,
      () => false,
    );
    if (saved) notify({ type: 'success', message: t('settings.saved') });
    return saved;
  };
  return { save, pending: update.isPending };
}
