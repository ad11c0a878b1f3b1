import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createGroup } from '../../test/airtime-helpers';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import { bearer, signedInMember } from '../../test/identity-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const wanjiru = { name: 'Wanjiru Kamau', phoneNumber: '0712 345 678', amount: 100 };

describe('airtime groups', () => {
  it('creates, lists with search, reads, renames and deletes a group', async () => {
    const { session } = await signedInMember(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/airtime-groups',
      headers: bearer(session),
      payload: { name: '  Chama <b>Wednesday</b> ', description: 'Office airtime' },
    });
    expect(created.statusCode).toBe(201);
    const group = created.json().data;
    expect(group).toMatchObject({ name: 'Chama Wednesday', memberCount: 0, totalAmount: 0 });
    await createGroup(app, session, 'other-one');

    const search = await app.inject({
      url: '/api/v1/airtime-groups?keyword=wednes',
      headers: bearer(session),
    });
    expect(search.json().data.map((g: { id: string }) => g.id)).toEqual([group.id]);
    expect(search.json().pagination).toEqual({ page: 1, limit: 10, total: 1 });

    await addMember(app, session, group.id, wanjiru);
    await addMember(app, session, group.id, { ...wanjiru, phoneNumber: '0733111222', amount: 50 });
    const detail = await app.inject({
      url: `/api/v1/airtime-groups/${group.id}?limit=1`,
      headers: bearer(session),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ memberCount: 2, totalAmount: 150 });
    expect(detail.json().data.members).toHaveLength(1);
    expect(detail.json().data.members[0]).toMatchObject({ phoneNumber: '254712345678' });
    expect(detail.json().pagination).toEqual({ page: 1, limit: 1, total: 2 });

    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/v1/airtime-groups/${group.id}`,
      headers: bearer(session),
      payload: { name: 'Chama Thursday' },
    });
    expect(renamed.json().data.name).toBe('Chama Thursday');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/airtime-groups/${group.id}`,
      headers: bearer(session),
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await app.inject({
      url: `/api/v1/airtime-groups/${group.id}`,
      headers: bearer(session),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a second group of the same name (any case) with 409', async () => {
    const { session } = await signedInMember(app);
    const payload = { name: 'Family' };
    await app.inject({
      method: 'POST',
      url: '/api/v1/airtime-groups',
      headers: bearer(session),
      payload,
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/airtime-groups',
      headers: bearer(session),
      payload: { name: 'FAMILY' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('GROUP_NAME_TAKEN');
  });

  it.each([
    [{}, 'name'],
    [{ name: 'x' }, 'name'],
    [{ name: 'a'.repeat(101) }, 'name'],
    [{ name: 'Fine', description: 'd'.repeat(501) }, 'description'],
  ])('refuses group %j with 400 on %s', async (payload, path) => {
    const { session } = await signedInMember(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/airtime-groups',
      headers: bearer(session),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('adds, edits and removes members, refusing a phone already in the group', async () => {
    const { session } = await signedInMember(app);
    const group = await createGroup(app, session);
    const member = await addMember(app, session, group.id, wanjiru);
    const duplicate = await app.inject({
      method: 'PUT',
      url: `/api/v1/airtime-groups/add-member/${group.id}`,
      headers: bearer(session),
      payload: { ...wanjiru, phoneNumber: '+254712345678' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('DUPLICATE_PHONE');

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/airtime-groups/update-member/${group.id}/${member.id}`,
      headers: bearer(session),
      payload: { amount: 75, name: 'Wanjiru K.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Wanjiru K.', amount: 75 });

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/airtime-groups/remove-member/${group.id}/${member.id}`,
      headers: bearer(session),
    });
    expect(removed.statusCode).toBe(200);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/airtime-groups/remove-member/${group.id}/${member.id}`,
      headers: bearer(session),
    });
    expect(again.statusCode).toBe(404);
  });

  it.each([
    [{ ...wanjiru, amount: 5 }, 'amount'],
    [{ ...wanjiru, amount: 10_001 }, 'amount'],
    [{ ...wanjiru, amount: 99.5 }, 'amount'],
    [{ ...wanjiru, phoneNumber: 'not a phone' }, 'phoneNumber'],
    [{ ...wanjiru, name: '' }, 'name'],
  ])('refuses member %j with 400 on %s', async (payload, path) => {
    const { session } = await signedInMember(app);
    const group = await createGroup(app, session);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/airtime-groups/add-member/${group.id}`,
      headers: bearer(session),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('treats another member’s group as not found on every route', async () => {
    const owner = await signedInMember(app);
    const group = await createGroup(app, owner.session);
    const member = await addMember(app, owner.session, group.id, wanjiru);
    const { session: stranger } = await signedInMember(app);
    const attempts = [
      { method: 'GET', url: `/api/v1/airtime-groups/${group.id}` },
      { method: 'PUT', url: `/api/v1/airtime-groups/${group.id}`, payload: { name: 'Mine now' } },
      { method: 'DELETE', url: `/api/v1/airtime-groups/${group.id}` },
      { method: 'PUT', url: `/api/v1/airtime-groups/add-member/${group.id}`, payload: wanjiru },
      {
        method: 'PUT',
        url: `/api/v1/airtime-groups/update-member/${group.id}/${member.id}`,
        payload: { amount: 10 },
      },
      { method: 'DELETE', url: `/api/v1/airtime-groups/remove-member/${group.id}/${member.id}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await app.inject({ ...attempt, headers: bearer(stranger) });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const list = await app.inject({ url: '/api/v1/airtime-groups', headers: bearer(stranger) });
    expect(list.json().data).toEqual([]);
    const intact = await app.inject({
      url: `/api/v1/airtime-groups/${group.id}`,
      headers: bearer(owner.session),
    });
    expect(intact.json().data).toMatchObject({ name: group.name, memberCount: 1 });
  });

  it('answers 400 for an id that is not a uuid and 401 without a session', async () => {
    const { session } = await signedInMember(app);
    const bad = await app.inject({ url: '/api/v1/airtime-groups/42', headers: bearer(session) });
    expect(bad.statusCode).toBe(400);
    const anonymous = await app.inject({ url: '/api/v1/airtime-groups', headers: csrfHeaders });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves the CSV and XLSX templates to anyone', async () => {
    const csv = await app.inject('/api/v1/airtime-groups/templates/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('airtime-group-template.csv');
    expect(csv.body).toContain('name,phone,amount');
    const xlsx = await app.inject('/api/v1/airtime-groups/templates/xlsx');
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const other = await app.inject('/api/v1/airtime-groups/templates/pdf');
    expect(other.statusCode).toBe(400);
  });
});
