import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import { bearer, latestMessage } from '../../test/identity-helpers';
import { signedInWithRole, type Actor } from '../../test/organisation-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const enquiry = (overrides: object = {}) => ({
  name: 'Umoja Women Group',
  email: 'Umoja@Example.ke',
  phoneNumber: '0712 345 678',
  message: 'We are 20 women in Siaya and want to save together.',
  groupType: 'CHAMA',
  ...overrides,
});
const post = (actor: Actor, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/groups', headers: actor.headers, payload });
const list = (actor: Actor, query = '') =>
  app.inject({ url: `/api/v1/groups${query}`, headers: actor.headers });

describe('groups (contact form)', () => {
  it('stores an enquiry and e-mails it to every admin of the organisation', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const secondAdmin = await signedInWithRole(app, 'ADMIN', admin.organisation);
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    const response = await post(member, enquiry());
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Umoja Women Group',
      email: 'umoja@example.ke',
      phoneNumber: '254712345678',
      groupType: 'CHAMA',
      submittedBy: member.userId,
    });
    for (const person of [admin.person, secondAdmin.person]) {
      const message = await latestMessage(app, person.email);
      expect(message?.purpose).toBe('GROUP_ENQUIRY');
      expect(message?.body).toContain('We are 20 women in Siaya');
    }
    expect((await latestMessage(app, member.person.email))?.purpose).not.toBe('GROUP_ENQUIRY');
  });

  it('lists newest first, 10 by default, filtered by group type; members see their own', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    for (let i = 0; i < 11; i += 1) await post(admin, enquiry({ name: `Group ${i}` }));
    await post(member, enquiry({ name: 'Siaya Sacco', groupType: 'SACCO' }));
    const first = (await list(admin)).json();
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12 });
    expect(first.data[0].name).toBe('Siaya Sacco');
    expect(first.data[1].name).toBe('Group 10');
    const saccos = (await list(admin, '?groupType=SACCO')).json();
    expect(saccos.data.map((row: { name: string }) => row.name)).toEqual(['Siaya Sacco']);
    const searched = (await list(admin, '?search=group 1&limit=20')).json();
    expect(searched.pagination.total).toBe(2);
    const own = (await list(member)).json();
    expect(own.data.map((row: { name: string }) => row.name)).toEqual(['Siaya Sacco']);
    expect((await list(admin, '?groupType=CLUB')).statusCode).toBe(400);
  });

  it.each([
    [{ name: undefined }, 'name'],
    [{ email: 'nope' }, 'email'],
    [{ phoneNumber: '12' }, 'phoneNumber'],
    [{ message: '' }, 'message'],
    [{ groupType: 'CLUB' }, 'groupType'],
  ])('rejects %o with 400 on %s', async (change, path) => {
    const member = await signedInWithRole(app, 'MEMBER');
    const response = await post(member, enquiry(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it('needs a signed-in member of an organisation', async () => {
    const member = await signedInWithRole(app, 'MEMBER');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v1/groups',
      headers: csrfHeaders,
      payload: enquiry(),
    });
    expect(anonymous.statusCode).toBe(401);
    const noOrganisation = await app.inject({
      method: 'POST',
      url: '/api/v1/groups',
      headers: bearer(member.session),
      payload: enquiry(),
    });
    expect(noOrganisation.statusCode).toBe(403);
    expect((await list(member)).json().pagination.total).toBe(0);
  });
});
