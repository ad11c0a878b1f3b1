import { http, HttpResponse } from 'msw';
import { nextId, pageOf } from '../lib/paginate';
import { directionOf, filterOf, matchesTerm, queryOf, sortedBy, termOf } from '../lib/query';
import { idOf, notFound, readBody } from '../lib/respond';
import { addUserBodySchema } from '../schemas/directory-user-schema';
import type { DirectoryUser, UserList } from '../schemas/directory-user-schema';
import { demoStore } from '../store/demo-store';

const SORTABLE = new Set(['id', 'fullName', 'email', 'role', 'currentPlan', 'status', 'billing']);

function sortKey(column: string | null) {
  const name = (column && SORTABLE.has(column) ? column : 'id') as keyof DirectoryUser;
  return (user: DirectoryUser) => user[name];
}

/**
 * A field already taken by another user: the template's message, a code, and the field named
 * in `details` (the web client's error shape), so the add-user form puts it on that field.
 */
function taken(field: 'email' | 'username', message: string): Response {
  return HttpResponse.json(
    {
      message,
      code: field === 'email' ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN',
      error: { [field]: [message] },
      details: [{ path: field, message }],
    },
    { status: 400 },
  );
}

export const usersHandlers = [
  http.get('/api/users/list/all-data', () =>
    HttpResponse.json<DirectoryUser[]>(demoStore().directoryUsers),
  ),

  http.get('/api/users/list/data', ({ request }) => {
    const params = queryOf(request);
    const term = termOf(params);
    const role = filterOf(params, 'role');
    const status = filterOf(params, 'status');
    const plan = filterOf(params, 'currentPlan');
    const matching = demoStore().directoryUsers.filter(
      (user) =>
        matchesTerm(term, user.email, user.fullName, user.billing) &&
        (role === undefined || user.role === role) &&
        (status === undefined || user.status === status) &&
        (plan === undefined || user.currentPlan === plan),
    );
    const sorted = sortedBy(
      matching,
      sortKey(params.get('sortColumn')),
      directionOf(params, 'desc'),
    );
    return HttpResponse.json<UserList>({ total: sorted.length, users: pageOf(sorted, params) });
  }),

  http.get('/api/users/user', ({ request }) => {
    const id = Number(queryOf(request).get('id'));
    const user = demoStore().directoryUsers.find((candidate) => candidate.id === id);
    if (!user) return notFound(`User ${String(queryOf(request).get('id'))} does not exist.`);
    return HttpResponse.json<DirectoryUser>(user);
  }),

  http.post('/apps/users/add-user', async ({ request }) => {
    const body = await readBody(request, addUserBodySchema);
    if (!body.ok) return body.response;
    const store = demoStore();
    const { user: input } = body.data;
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    if (store.directoryUsers.some((user) => same(user.email, input.email))) {
      return taken('email', 'This email is already in use.');
    }
    if (store.directoryUsers.some((user) => same(user.username, input.username))) {
      return taken('username', 'This username is already in use.');
    }
    const user: DirectoryUser = { ...input, id: nextId(store.directoryUsers), avatar: '' };
    store.directoryUsers.push(user);
    return HttpResponse.json({ user }, { status: 201 });
  }),

  http.delete('/apps/users/delete', async ({ request }) => {
    const id = await idOf(request);
    const store = demoStore();
    const index = store.directoryUsers.findIndex((user) => user.id === id);
    if (index < 0) return notFound(`User ${String(id)} does not exist.`);
    store.directoryUsers.splice(index, 1);
    return HttpResponse.json({ id });
  }),
];
