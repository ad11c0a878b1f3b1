import { http, HttpResponse } from 'msw';
import { dateTimeLabel } from '../lib/format';
import { nextId, pageOf } from '../lib/paginate';
import { filterOf, matchesTerm, queryOf, termOf } from '../lib/query';
import { idOf, notFound, readBody } from '../lib/respond';
import { addPermissionBodySchema, updatePermissionBodySchema } from '../schemas/permission-schema';
import type { Permission, PermissionList } from '../schemas/permission-schema';
import { demoStore } from '../store/demo-store';

export const permissionsHandlers = [
  http.get('/apps/permissions/data', ({ request }) => {
    const params = queryOf(request);
    const term = termOf(params);
    const assignedTo = filterOf(params, 'assignedTo');
    const all = demoStore().permissions;
    const matching = all.filter(
      (permission) =>
        matchesTerm(term, permission.name, permission.createdDate) &&
        (assignedTo === undefined || permission.assignedTo.some((role) => role === assignedTo)),
    );
    return HttpResponse.json<PermissionList>({
      params: Object.fromEntries(params),
      allData: all,
      total: matching.length,
      permissions: pageOf(matching, params),
    });
  }),

  http.post('/apps/permissions/add-permission', async ({ request }) => {
    const body = await readBody(request, addPermissionBodySchema);
    if (!body.ok) return body.response;
    const store = demoStore();
    // A new permission goes to the administrator only; other roles are assigned afterwards.
    const permission: Permission = {
      id: nextId(store.permissions),
      name: body.data.permission.name,
      assignedTo: ['administrator'],
      createdDate: dateTimeLabel(new Date()),
    };
    store.permissions.push(permission);
    return HttpResponse.json({ permission }, { status: 201 });
  }),

  http.post('/apps/permissions/update-permission', async ({ request }) => {
    const body = await readBody(request, updatePermissionBodySchema);
    if (!body.ok) return body.response;
    const permission = demoStore().permissions.find((item) => item.id === body.data.id);
    if (!permission) return notFound(`Permission ${body.data.id} does not exist.`);
    permission.name = body.data.name;
    return HttpResponse.json({ permission });
  }),

  http.delete('/apps/permissions/delete', async ({ request }) => {
    const id = await idOf(request);
    const store = demoStore();
    const index = store.permissions.findIndex((permission) => permission.id === id);
    if (index < 0) return notFound(`Permission ${String(id)} does not exist.`);
    store.permissions.splice(index, 1);
    return HttpResponse.json({ id });
  }),
];
