import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { AccountSetting } from '../../mock/schemas/account-setting-schema';

export const ACCOUNT_SETTING_LABEL = 'demo.accountSetting';

/** `GET /account-setting/data`: every tab of the account settings. */
export function getAccountSetting(signal?: AbortSignal): Promise<AccountSetting> {
  return request<AccountSetting>({
    method: 'GET',
    apiType: 'demo',
    url: 'account-setting/data',
    label: ACCOUNT_SETTING_LABEL,
    signal,
  });
}

export const accountSettingQueryOptions = () =>
  labelQueryOptions(ACCOUNT_SETTING_LABEL, ({ signal }) => getAccountSetting(signal));

export function useAccountSetting() {
  return useQuery(accountSettingQueryOptions());
}
