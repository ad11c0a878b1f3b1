import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from './config';
import { createServer } from './create-server';
import { createDatabase, type DatabaseHandle } from './database';
import { conflict } from './errors';
import { registerServiceBase } from './service-base';

const csrf = { 'x-csrf-token': 'f'.repeat(64) };

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(2, 'is too short') }) } },
    async (request) => ({
      message: 'Saved',
      data: request.body,
    }),
  );
  app.get('/conflict', async () => {
    throw conflict('That e-mail is already registered.', 'EMAIL_TAKEN');
  });
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  app.post('/callback', { config: { csrf: false } }, async () => ({ ResultCode: 0 }));
};

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
  app = await createServer(loadConfig({ BODY_LIMIT_BYTES: '2048' }), { logger: false });
  await app.register(
    async (service) =>
      registerServiceBase(
        service,
        {
          name: 'probe',
          db: database.db,
          title: 'Probe',
          description: 'Test',
          version: '0.0.1',
          messages: { sw: {}, fr: {} },
        },
        async (v1) => {
          await v1.register(probeRoutes);
        },
      ),
    { prefix: '/probe' },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('service base', () => {
  it('cleans incoming text before validating it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/probe/v1/echo',
      headers: csrf,
      payload: { name: '  <b>Wanjiru</b>  ', extra: 'y'.repeat(1200) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe('Wanjiru');
  });

  it('answers validation failures with 400, the first problem and details', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/probe/v1/echo',
      headers: csrf,
      payload: { name: '<i></i>x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errorMessage: 'name: is too short',
      message: 'name: is too short',
      details: [{ path: 'name', message: 'is too short' }],
    });
  });

  it('answers thrown domain errors with their status and code', async () => {
    const response = await app.inject('/probe/v1/conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'That e-mail is already registered.',
    });
  });

  it('hides the internals of unexpected failures', async () => {
    const response = await app.inject('/probe/v1/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toMatch(/secret|postgres|stack|at /);
  });

  it('answers malformed JSON, wrong media types and large bodies with 4xx', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/probe/v1/echo',
      headers: { ...csrf, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_BODY');
    const media = await app.inject({
      method: 'POST',
      url: '/probe/v1/echo',
      headers: { ...csrf, 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const large = await app.inject({
      method: 'POST',
      url: '/probe/v1/echo',
      headers: csrf,
      payload: { name: 'z'.repeat(5000) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lets routes that opt out of the CSRF rule through without the header', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/probe/v1/callback', payload: {} })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/probe/v1/echo', payload: { name: 'ok' } }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps a well-formed request id and replaces a forged one', async () => {
    const kept = await app.inject({
      url: '/probe/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const forged = await app.inject({
      url: '/probe/v1/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers on every answer, found, unknown or failed', async () => {
    const answers = [
      await app.inject('/probe/v1/health'),
      await app.inject('/probe/v1/no-such-route'),
      await app.inject('/probe/v1/conflict'),
      await app.inject('/probe/v1/crash'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 409, 500]);
    for (const answer of answers) {
      const policy = String(answer.headers['content-security-policy']).split(';').sort();
      expect(policy).toEqual([
        "base-uri 'self'",
        "connect-src 'self'",
        "default-src 'self'",
        "font-src 'self' data:",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "img-src 'self' data: blob:",
        "object-src 'none'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
        'upgrade-insecure-requests',
      ]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('reports 503 when the database stops answering', async () => {
    expect((await app.inject('/probe/v1/health')).statusCode).toBe(200);
    await database.close();
    const response = await app.inject('/probe/v1/health');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('DATABASE_UNAVAILABLE');
  });
});
