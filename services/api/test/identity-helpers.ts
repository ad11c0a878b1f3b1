import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Session } from '@pamoja/contract/auth';
import { csrfHeaders } from './build-test-app';

export const PASSWORD = 'Harambee2026';

export function newPerson() {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName: 'Achieng',
    lastName: `Otieno-${tag}`,
    email: `achieng.${tag}@example.ke`,
    phoneNumber: `07${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    password: PASSWORD,
  };
}

export const bearer = (session: { accessToken: string }) => ({
  authorization: `Bearer ${session.accessToken}`,
  ...csrfHeaders,
});

export async function latestMessage(app: FastifyInstance, to: string) {
  const response = await app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  return response.json().data[0] as
    { link: string | null; code: string | null; purpose: string; body: string } | undefined;
}

export const tokenOf = (link: string | null | undefined) => link?.split('/').at(-1) ?? '';

export async function register(app: FastifyInstance, person = newPerson()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users',
    headers: csrfHeaders,
    payload: person,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return person;
}

export async function registerVerified(app: FastifyInstance, person = newPerson()) {
  await register(app, person);
  const message = await latestMessage(app, person.email);
  const confirmed = await app.inject({
    method: 'PATCH',
    url: `/api/v1/users/confirm/${tokenOf(message?.link)}`,
    headers: csrfHeaders,
  });
  if (confirmed.statusCode !== 200) throw new Error(`verify failed: ${confirmed.body}`);
  return person;
}

export async function login(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth',
    headers: csrfHeaders,
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().data;
}

export async function signedInMember(app: FastifyInstance) {
  const person = await registerVerified(app);
  return { person, session: await login(app, person.email) };
}
