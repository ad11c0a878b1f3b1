import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfHeaders } from './build-test-app';
import { PASSWORD, registerVerified } from './identity-helpers';

// The main service answers in the caller's language (docs/api-conventions.md, Languages):
// real routes, real catalogues.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const login = (language: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    headers: { ...csrfHeaders, 'accept-language': language },
    payload,
  });

describe('the main service in Swahili and French', () => {
  it('says a wrong password in the language asked', async () => {
    const person = await registerVerified(app);
    const wrong = { username: person.email, password: 'Wrong12345' };
    const sw = await login('sw-KE,sw;q=0.9,en;q=0.5', wrong);
    expect(sw.statusCode).toBe(401);
    expect(sw.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Barua pepe, nambari ya simu au nenosiri si sahihi.',
    });
    expect(sw.headers['content-language']).toBe('sw');
    const fr = await login('fr', wrong);
    expect(fr.json().message).toBe(
      'L’e-mail, le numéro de téléphone ou le mot de passe est incorrect.',
    );
    const en = await login('de', wrong);
    expect(en.json().message).toBe('The e-mail, phone number or password is not right.');
  });

  it('words the success toast and validation problems too', async () => {
    const person = await registerVerified(app);
    const welcome = await login('fr', { username: person.email, password: PASSWORD });
    expect(welcome.statusCode).toBe(200);
    expect(welcome.json().message).toBe('Bon retour !');

    const empty = await login('sw', {});
    expect(empty.statusCode).toBe(400);
    const details = empty.json().details as { path: string; message: string }[];
    expect(details.length).toBeGreaterThan(0);
    for (const detail of details)
      expect(detail.message).not.toMatch(/[Ii]nvalid|required|expected/);
    expect(empty.json().message).toBe(`${details[0]!.path}: ${details[0]!.message}`);
  });
});
