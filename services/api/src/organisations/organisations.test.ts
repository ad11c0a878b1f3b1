import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, type Method } from '../../test/call';
import { bearer, latestMessage, login, signedInMember } from '../../test/identity-helpers';
import {
  joinOrganisation,
  makeSuperAdmin,
  signedInWithRole,
  switchRole,
  type Actor,
} from '../../test/organisation-helpers';
import { snapshotOrganisation } from '../../test/organisation-snapshot';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

const sendCode = (actor: Actor) =>
  call(app, actor.session, 'PUT', `/organizations/send-delete-otp/${actor.organisation.id}`);
const verify = (actor: Actor, otp: string) =>
  call(app, actor.session, 'PUT', `/organizations/verify-delete-otp/${actor.organisation.id}`, {
    otp,
  });
const codeSentTo = async (to: string) => (await latestMessage(app, to))?.code ?? '';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('organisations', () => {
  it('makes the creator its admin and member, and lists it among theirs', async () => {
    const { person, session } = await signedInMember(app);
    const created = await call(app, session, 'POST', '/organizations', {
      name: ' <b>Umoja</b> Women Group ',
      description: 'Savings and loans in Kisumu',
    });
    expect(created.statusCode).toBe(201);
    const organisation = created.json().data;
    expect(organisation).toMatchObject({
      name: 'Umoja Women Group',
      description: 'Savings and loans in Kisumu',
      roles: ['ADMIN', 'MEMBER'],
      memberCount: 1,
    });
    const mine = (await call(app, session, 'GET', '/organizations?mine=true')).json();
    expect(mine.data.map((row: { id: string }) => row.id)).toEqual([organisation.id]);
    expect(mine.pagination).toEqual({ page: 1, limit: 10, total: 1 });
    const again = await login(app, person.email);
    expect(again.userData.organisations).toContainEqual({
      id: organisation.id,
      name: 'Umoja Women Group',
      roles: ['ADMIN', 'MEMBER'],
    });
    // As ADMIN the creator manages it.
    const admin = await switchRole(app, again, 'ADMIN');
    const renamed = await call(app, admin, 'PUT', `/organizations/${organisation.id}`, {
      name: 'Umoja Women Sacco',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Umoja Women Sacco',
      description: 'Savings and loans in Kisumu',
    });
    expect(
      (await call(app, admin, 'GET', `/organizations/${organisation.id}`)).json().data.name,
    ).toBe('Umoja Women Sacco');
  });

  it('pages, sorts by name and searches the caller’s organisations only', async () => {
    const { session } = await signedInMember(app);
    const { session: other } = await signedInMember(app);
    for (const name of ['Tumaini Chama', 'Amani Sacco', 'Baraka Welfare'])
      await call(app, session, 'POST', '/organizations', { name });
    await call(app, other, 'POST', '/organizations', { name: 'Amani Sacco' });
    const first = (await call(app, session, 'GET', '/organizations?limit=2')).json();
    expect(first.data.map((row: { name: string }) => row.name)).toEqual([
      'Amani Sacco',
      'Baraka Welfare',
    ]);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3 });
    const second = (await call(app, session, 'GET', '/organizations?limit=2&page=2')).json();
    expect(second.data.map((row: { name: string }) => row.name)).toEqual(['Tumaini Chama']);
    const found = (await call(app, session, 'GET', '/organizations?search=sacco')).json();
    expect(found.pagination.total).toBe(1);
    const everyone = await call(app, session, 'GET', '/organizations?mine=false');
    expect(everyone.statusCode).toBe(403);
  });

  it('shows a SUPER_ADMIN every organisation with mine=false', async () => {
    const { person, session } = await signedInMember(app);
    await makeSuperAdmin(session.userData.id);
    const platform = await switchRole(app, await login(app, person.email), 'SUPER_ADMIN');
    const other = await signedInWithRole(app, 'ADMIN');
    const found = await call(
      app,
      platform,
      'GET',
      `/organizations?mine=false&search=${encodeURIComponent(other.organisation.name)}`,
    );
    expect(found.json().data).toMatchObject([{ id: other.organisation.id, roles: [] }]);
    const mine = await call(
      app,
      platform,
      'GET',
      `/organizations?search=${other.organisation.name}`,
    );
    expect(mine.json().data).toEqual([]);
  });

  it.each<[Method, string, object | undefined, string]>([
    ['POST', '/organizations', {}, 'name'],
    ['POST', '/organizations', { name: 'A' }, 'name'],
    ['POST', '/organizations', { name: 'Amani', description: 'x'.repeat(501) }, 'description'],
    ['GET', '/organizations?limit=0', undefined, 'limit'],
    ['GET', '/organizations?mine=yes', undefined, 'mine'],
    ['GET', '/organizations/not-an-id', undefined, 'id'],
  ])('%s %s with %o answers 400 on %s', async (method, url, payload, path) => {
    const { session } = await signedInMember(app);
    const response = await call(app, session, method, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details[0].path).toBe(path);
  });

  it('refuses an empty change with 400 and unknown ids with 404', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const empty = await call(
      app,
      admin.session,
      'PUT',
      `/organizations/${admin.organisation.id}`,
      {},
    );
    expect(empty.statusCode).toBe(400);
    expect((await call(app, admin.session, 'GET', `/organizations/${UNKNOWN}`)).statusCode).toBe(
      404,
    );
    const put = await call(app, admin.session, 'PUT', `/organizations/${UNKNOWN}`, {
      name: 'Nope',
    });
    expect(put.statusCode).toBe(404);
  });

  it('lets only admins holding ADMIN there change it', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    const url = `/organizations/${admin.organisation.id}`;
    expect((await call(app, member.session, 'GET', url)).statusCode).toBe(200);
    const refused = await call(app, member.session, 'PUT', url, { name: 'Taken over' });
    expect(refused.statusCode).toBe(403);
    // An admin elsewhere who is only a member here cannot change it either.
    const elsewhere = await signedInWithRole(app, 'ADMIN');
    await joinOrganisation(admin.organisation.id, elsewhere.userId, ['MEMBER']);
    const notHere = await call(app, elsewhere.session, 'PUT', url, { name: 'Taken over' });
    expect(notHere.statusCode).toBe(403);
    expect(notHere.json().code).toBe('NOT_A_MEMBER');
    expect((await call(app, admin.session, 'GET', url)).json().data.name).toBe(
      admin.organisation.name,
    );
  });
});

describe('deleting an organisation', () => {
  it('refuses a plain DELETE with 409 OTP_REQUIRED and deletes nothing', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const url = `/organizations/${admin.organisation.id}`;
    const response = await call(app, admin.session, 'DELETE', url);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('OTP_REQUIRED');
    expect(response.json().message).toMatch(/send-delete-otp.*verify-delete-otp/);
    expect((await call(app, admin.session, 'GET', url)).statusCode).toBe(200);
  });

  it('deletes with the code sent by SMS and e-mail; it is then found nowhere', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const sent = await sendCode(admin);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.channels).toEqual(['SMS', 'EMAIL']);
    const bySms = await latestMessage(app, admin.person.phoneNumber);
    const byEmail = await latestMessage(app, admin.person.email);
    expect(bySms?.purpose).toBe('DELETE_ORGANISATION');
    expect(bySms?.code).toMatch(/^\d{6}$/);
    expect(byEmail?.code).toBe(bySms?.code);
    expect(bySms?.body).toContain(bySms?.code);

    const before = await snapshotOrganisation(admin.organisation.id);
    const deleted = await verify(admin, bySms?.code ?? '');
    expect(deleted.statusCode).toBe(200);
    // Soft delete: every row stays, the organisation row only gains deleted_at.
    const after = await snapshotOrganisation(admin.organisation.id);
    expect(after.organisation[0]?.deleted_at).toBeInstanceOf(Date);
    expect(after.memberships).toEqual(before.memberships);
    const url = `/organizations/${admin.organisation.id}`;
    expect((await call(app, admin.session, 'GET', url)).statusCode).toBe(404);
    expect((await call(app, admin.session, 'GET', '/organizations')).json().data).toEqual([]);
    const again = await login(app, admin.person.email);
    expect(again.userData.organisations).toEqual([]);
    // Requests scoped to it are refused too.
    const scopedRead = await app.inject({
      url: '/api/v1/users/me',
      headers: { ...bearer(admin.session), 'x-organization': admin.organisation.id },
    });
    expect(scopedRead.statusCode).toBe(403);
  });

  it('counts wrong codes down and refuses the sixth try even with the right code', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    await sendCode(admin);
    const code = await codeSentTo(admin.person.phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await verify(admin, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('OTP_WRONG');
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      'Wrong code. 4 tries left.',
      'Wrong code. 3 tries left.',
      'Wrong code. 2 tries left.',
      'Wrong code. 1 try left.',
      'Wrong code. No tries left: ask for a new code.',
    ]);
    const sixth = await verify(admin, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('OTP_ATTEMPTS_EXHAUSTED');
    const url = `/organizations/${admin.organisation.id}`;
    expect((await call(app, admin.session, 'GET', url)).statusCode).toBe(200);
    // A new code starts over.
    await sendCode(admin);
    expect((await verify(admin, await codeSentTo(admin.person.email))).statusCode).toBe(200);
  });

  it('answers 410 for a code older than 5 minutes and keeps the organisation', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    await sendCode(admin);
    const code = await codeSentTo(admin.person.phoneNumber);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    const response = await verify(admin, code);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('OTP_EXPIRED');
    vi.useRealTimers();
    const url = `/organizations/${admin.organisation.id}`;
    expect((await call(app, admin.session, 'GET', url)).statusCode).toBe(200);
  });

  it('takes only the newest code, for its own organisation, from whoever asked', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const otherAdmin = await signedInWithRole(app, 'ADMIN', admin.organisation);
    await sendCode(admin);
    const first = await codeSentTo(admin.person.phoneNumber);
    await sendCode(admin);
    const second = await codeSentTo(admin.person.phoneNumber);
    if (first !== second) expect((await verify(admin, first)).json().code).toBe('OTP_WRONG');
    // Another admin has asked for no code.
    const notAsked = await verify(otherAdmin, second);
    expect(notAsked.statusCode).toBe(400);
    expect(notAsked.json().code).toBe('OTP_NOT_REQUESTED');
    // The code does not delete another organisation of the same admin.
    const elsewhere = await signedInWithRole(app, 'ADMIN');
    await joinOrganisation(elsewhere.organisation.id, admin.userId, ['ADMIN', 'MEMBER']);
    const crossed = await call(
      app,
      admin.session,
      'PUT',
      `/organizations/verify-delete-otp/${elsewhere.organisation.id}`,
      { otp: second },
    );
    expect(crossed.json().code).toBe('OTP_NOT_REQUESTED');
    expect((await verify(admin, second)).statusCode).toBe(200);
  });

  it.each([
    [{}, 'otp'],
    [{ otp: '12345' }, 'otp'],
    [{ otp: 'abcdef' }, 'otp'],
  ])('rejects %o with 400 on %s', async (payload, path) => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const response = await call(
      app,
      admin.session,
      'PUT',
      `/organizations/verify-delete-otp/${admin.organisation.id}`,
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('lets no MEMBER or AGENT ask for a code or delete (403)', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    for (const role of ['MEMBER', 'AGENT'] as const) {
      const person = await signedInWithRole(app, role, admin.organisation);
      expect((await sendCode(person)).statusCode).toBe(403);
      expect((await verify(person, '123456')).statusCode).toBe(403);
      const plain = await call(
        app,
        person.session,
        'DELETE',
        `/organizations/${admin.organisation.id}`,
      );
      expect(plain.statusCode).toBe(403);
    }
    expect(await latestMessage(app, admin.person.phoneNumber)).toBeUndefined();
  });
});
