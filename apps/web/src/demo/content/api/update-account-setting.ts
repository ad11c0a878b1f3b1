import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelMutationOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { AccountSettingUpdate } from '../../mock/schemas/account-setting-update-schema';
import { ACCOUNT_SETTING_LABEL } from './get-account-setting';

export const UPDATE_ACCOUNT_SETTING_LABEL = 'demo.accountSetting.update';

/** `POST /account-setting/update`: one tab's values; the page shows its own success toast. */
export function updateAccountSetting(update: AccountSettingUpdate): Promise<unknown> {
  return request({
    method: 'POST',
    apiType: 'demo',
    url: 'account-setting/update',
    data: update,
    label: UPDATE_ACCOUNT_SETTING_LABEL,
    hideSuccessMessage: true,
  });
}

export function useUpdateAccountSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    ...labelMutationOptions(UPDATE_ACCOUNT_SETTING_LABEL, updateAccountSetting),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_SETTING_LABEL] }),
  });
}
