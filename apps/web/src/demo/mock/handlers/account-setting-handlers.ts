import { http, HttpResponse } from 'msw';
import { drawApiKey } from '../data/api-key-data';
import { isoDay } from '../lib/format';
import { idOf, notFound, readBody } from '../lib/respond';
import { withSeed } from '../lib/seeded';
import type { AccountSetting } from '../schemas/account-setting-schema';
import { accountSettingUpdateSchema } from '../schemas/account-setting-update-schema';
import { newApiKeySchema } from '../schemas/api-key-schema';
import type { ApiKey } from '../schemas/api-key-schema';
import { demoStore } from '../store/demo-store';

export const accountSettingHandlers = [
  http.get('/account-setting/data', () =>
    HttpResponse.json<AccountSetting>(demoStore().accountSetting),
  ),

  http.post('/account-setting/update', async ({ request }) => {
    const parsed = await readBody(request, accountSettingUpdateSchema);
    if (!parsed.ok) return parsed.response;
    const settings = demoStore().accountSetting;
    const { section, values } = parsed.data;
    if (section === 'social') settings.social.socialLinks = values;
    else Object.assign(settings, { [section]: values });
    return HttpResponse.json({ message: 'Your changes were saved.', data: settings });
  }),

  http.get('/api-key/data', () => HttpResponse.json<ApiKey[]>(demoStore().apiKeys)),

  http.post('/api-key/add', async ({ request }) => {
    const parsed = await readBody(request, newApiKeySchema);
    if (!parsed.ok) return parsed.response;
    const keys = demoStore().apiKeys;
    const id = Math.max(0, ...keys.map((key) => key.id)) + 1;
    const created: ApiKey = {
      id,
      ...parsed.data,
      // Seeded per id: the same key for the same id, in the browser and in tests.
      key: withSeed(`api-key-${id}`, drawApiKey),
      createdOn: isoDay(new Date()),
    };
    keys.unshift(created);
    return HttpResponse.json<ApiKey>(created, { status: 201 });
  }),

  http.delete('/api-key/delete', async ({ request }) => {
    const id = await idOf(request);
    const keys = demoStore().apiKeys;
    const index = keys.findIndex((key) => key.id === id);
    if (index === -1) return notFound('There is no such API key.');
    keys.splice(index, 1);
    return HttpResponse.json({ id });
  }),
];
