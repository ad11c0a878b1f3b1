import { http, HttpResponse } from 'msw';
import type { AccountSetting } from '../schemas/account-setting-schema';
import { demoStore } from '../store/demo-store';

export const accountSettingHandlers = [
  http.get('/account-setting/data', () =>
    HttpResponse.json<AccountSetting>(demoStore().accountSetting),
  ),
];
