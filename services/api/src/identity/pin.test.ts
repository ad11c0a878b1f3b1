import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, latestMessage, signedInMember } from '../../test/identity-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

type Session = Awaited<ReturnType<typeof signedInMember>>['session'];
const createPin = (session: Session, id: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/users/create-pin/${id}`,
    headers: bearer(session),
    payload,
  });
const changePin = (session: Session, payload: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/users/change-pin/me',
    headers: bearer(session),
    payload,
  });

describe('POST /users/create-pin/{id}', () => {
  it('sets the PIN once; the profile then says hasPin', async () => {
    const { session } = await signedInMember(app);
    const id = session.userData.id;
    expect((await createPin(session, id, { pin: '4826', confirmPin: '4826' })).statusCode).toBe(
      200,
    );
    const me = (await app.inject({ url: '/api/v1/users/me', headers: bearer(session) })).json()
      .data;
    expect(me.hasPin).toBe(true);
    const again = await createPin(session, id, { pin: '7391', confirmPin: '7391' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PIN_EXISTS');
  });

  it.each([
    [{ pin: '12', confirmPin: '12' }, 'pin'],
    [{ pin: 'abcd', confirmPin: 'abcd' }, 'pin'],
    [{ pin: '0000', confirmPin: '0000' }, 'pin'],
    [{ pin: '1234', confirmPin: '1234' }, 'pin'],
    [{ pin: '9876', confirmPin: '9876' }, 'pin'],
    [{ pin: '4826', confirmPin: '4827' }, 'confirmPin'],
    [{ pin: '4826' }, 'confirmPin'],
  ])('rejects %o with 400 on %s', async (payload, path) => {
    const { session } = await signedInMember(app);
    const response = await createPin(session, session.userData.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe(path);
  });

  it("refuses to set another user's PIN with 403", async () => {
    const { session } = await signedInMember(app);
    const { session: other } = await signedInMember(app);
    const response = await createPin(session, other.userData.id, {
      pin: '4826',
      confirmPin: '4826',
    });
    expect(response.statusCode).toBe(403);
  });

  it('needs a login', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/users/create-pin/00000000-0000-4000-8000-000000000000',
      headers: { 'x-csrf-token': 'a'.repeat(64) },
      payload: { pin: '4826', confirmPin: '4826' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /users/change-pin/me', () => {
  it('changes the PIN with the current one', async () => {
    const { session } = await signedInMember(app);
    await createPin(session, session.userData.id, { pin: '4826', confirmPin: '4826' });
    expect(
      (await changePin(session, { currentPin: '4826', pin: '7391', confirmPin: '7391' }))
        .statusCode,
    ).toBe(200);
    const old = await changePin(session, { currentPin: '4826', pin: '5082', confirmPin: '5082' });
    expect(old.statusCode).toBe(401);
    expect(
      (await changePin(session, { currentPin: '7391', pin: '5082', confirmPin: '5082' }))
        .statusCode,
    ).toBe(200);
  });

  it('counts wrong PINs down, locks after five with 423, and tells the owner by SMS', async () => {
    const { session, person } = await signedInMember(app);
    await createPin(session, session.userData.id, { pin: '4826', confirmPin: '4826' });
    const wrong = { currentPin: '1111', pin: '7391', confirmPin: '7391' };
    const messages = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await changePin(session, wrong);
      expect(response.statusCode).toBe(401);
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      'Wrong PIN. 4 attempts left.',
      'Wrong PIN. 3 attempts left.',
      'Wrong PIN. 2 attempts left.',
      'Wrong PIN. 1 attempt left.',
    ]);
    const fifth = await changePin(session, wrong);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe('PIN_LOCKED');
    // Even the right PIN is refused while locked.
    const right = await changePin(session, { currentPin: '4826', pin: '7391', confirmPin: '7391' });
    expect(right.statusCode).toBe(423);
    expect(right.json().message).toMatch(/15 minutes/);
    expect((await latestMessage(app, person.phoneNumber))?.purpose).toBe('PIN_LOCKED');
  });

  it('counts parallel wrong guesses one by one', async () => {
    const { session } = await signedInMember(app);
    await createPin(session, session.userData.id, { pin: '4826', confirmPin: '4826' });
    const guesses = ['1111', '2222', '3333', '5555', '6666', '7777', '8888'].map((currentPin) =>
      changePin(session, { currentPin, pin: '7391', confirmPin: '7391' }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 423)).toHaveLength(3);
  });

  it('rejects a new PIN equal to the current one, and a user without a PIN', async () => {
    const { session } = await signedInMember(app);
    const none = await changePin(session, { currentPin: '4826', pin: '7391', confirmPin: '7391' });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('PIN_NOT_SET');
    const same = await changePin(session, { currentPin: '4826', pin: '4826', confirmPin: '4826' });
    expect(same.statusCode).toBe(400);
  });
});
