import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import { bearer, login, signedInMember } from '../../test/identity-helpers';
import { organisationWith } from '../../test/organisation-fixture';
import { scopeMainDatabase } from '../db/migrate';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Session = Awaited<ReturnType<typeof signedInMember>>['session'];
const switchRole = (session: Session, role: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/users/switch-role',
    headers: bearer(session),
    payload: { role },
  });
const me = (session: Session, organisationId?: string) =>
  app.inject({
    url: '/api/v1/users/me',
    headers: {
      ...bearer(session),
      ...(organisationId ? { 'x-organization': organisationId } : {}),
    },
  });

describe('roles', () => {
  it('lists the organisations and roles a user holds and switches between them', async () => {
    const { person, session: first } = await signedInMember(app);
    const organisation = await organisationWith([
      { userId: first.userData.id, roles: ['AGENT', 'MEMBER'] },
    ]);
    const session = await login(app, person.email);
    expect(session.userData.roles).toEqual(['AGENT', 'MEMBER']);
    expect(session.userData.organisations).toEqual([
      { id: organisation.id, name: organisation.name, roles: ['AGENT', 'MEMBER'] },
    ]);

    const switched = await switchRole(session, 'AGENT');
    expect(switched.statusCode).toBe(200);
    const agent = switched.json().data;
    expect(agent.userData.role).toBe('AGENT');
    expect(agent.userData.ability).toContainEqual({ action: 'create', subject: 'Lead' });
    // The old refresh token is retired with the old role.
    const stale = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: csrfHeaders,
      payload: { refreshToken: session.refreshToken },
    });
    expect(stale.statusCode).toBe(401);
    // The choice is remembered at the next login.
    expect((await login(app, person.email)).userData.role).toBe('AGENT');
  });

  it('refuses a role the user does not hold with 403 and an unknown role with 400', async () => {
    const { session } = await signedInMember(app);
    const admin = await switchRole(session, 'ADMIN');
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('ROLE_NOT_HELD');
    expect((await switchRole(session, 'KING')).statusCode).toBe(400);
  });

  it('scopes a request to an organisation only for its members', async () => {
    const { session } = await signedInMember(app);
    const { session: outsider } = await signedInMember(app);
    const organisation = await organisationWith([
      { userId: session.userData.id, roles: ['MEMBER'] },
    ]);
    expect((await me(session, organisation.id)).statusCode).toBe(200);
    const refused = await me(outsider, organisation.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_A_MEMBER');
    expect((await me(session, 'not-a-uuid')).statusCode).toBe(403);

    // A deleted organisation has no members any more.
    const db = scopeMainDatabase((await sharedTestDatabase()).db);
    await db
      .updateTable('organisations')
      .set({ deleted_at: new Date() })
      .where('id', '=', organisation.id)
      .execute();
    const gone = await me(session, organisation.id);
    expect(gone.statusCode).toBe(403);
    expect(gone.json().code).toBe('NOT_A_MEMBER');
  });
});

describe('profile', () => {
  it('reads and updates the profile; an ADDRESS update changes the address only', async () => {
    const { session } = await signedInMember(app);
    const update = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: bearer(session), payload });
    const profile = await update({
      firstName: ' <b>Akinyi</b> ',
      dateOfBirth: '1991-05-30',
      idNumber: '23456789',
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      firstName: 'Akinyi',
      fullName: expect.stringMatching(/^Akinyi /),
      dateOfBirth: '1991-05-30',
    });

    const address = await update({
      type: 'ADDRESS',
      firstName: 'Ignored',
      address: { line1: 'Moi Avenue 12', city: 'Nairobi', county: 'Nairobi' },
    });
    expect(address.statusCode).toBe(200);
    expect(address.json().message).toBe('Address updated.');
    expect(address.json().data.firstName).toBe('Akinyi');
    expect(address.json().data.address).toMatchObject({
      line1: 'Moi Avenue 12',
      city: 'Nairobi',
      country: 'KE',
    });
    expect((await me(session)).json().data.address.city).toBe('Nairobi');
  });

  it.each([
    [{ type: 'ADDRESS' }, 'address'],
    [{ dateOfBirth: '30/05/1991' }, 'dateOfBirth'],
    [{ idNumber: 'ABC' }, 'idNumber'],
    [{ firstName: '' }, 'firstName'],
    [{ type: 'OTHER' }, 'type'],
  ])('rejects %o with 400 on %s', async (payload, path) => {
    const { session } = await signedInMember(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      headers: bearer(session),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });
});

describe('preferences', () => {
  it('has defaults, saves changes, and is private to its owner', async () => {
    const { session } = await signedInMember(app);
    const { session: other } = await signedInMember(app);
    const id = session.userData.id;
    const defaults = (
      await app.inject({ url: `/api/v1/user-preference/user/${id}`, headers: bearer(session) })
    ).json();
    expect(defaults.data).toMatchObject({
      language: 'en',
      emailNotifications: true,
      marketing: false,
    });
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/user-preference/${id}`,
      headers: bearer(session),
      payload: { language: 'sw', smsNotifications: false },
    });
    expect(saved.json().data).toMatchObject({
      language: 'sw',
      smsNotifications: false,
      emailNotifications: true,
    });
    expect(
      (await app.inject({ url: `/api/v1/user-preference/user/${id}`, headers: bearer(other) }))
        .statusCode,
    ).toBe(403);
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/v1/user-preference/${id}`,
      headers: bearer(session),
      payload: { language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    const payment = await app.inject({
      url: `/api/v1/payment-preferences/user/${id}`,
      headers: bearer(session),
    });
    expect(payment.json().data).toMatchObject({
      defaultTopUpMethod: 'MPESA',
      currency: 'KES',
      mpesaPhoneNumber: session.userData.phoneNumber,
    });
    expect(
      (await app.inject({ url: `/api/v1/payment-preferences/user/${id}`, headers: bearer(other) }))
        .statusCode,
    ).toBe(403);
  });
});
