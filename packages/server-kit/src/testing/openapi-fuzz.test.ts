import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldChangesOf } from '@pamoja/contract/field-changes';
import { loadConfig } from '../config';
import { createServer } from '../create-server';
import { registerServiceBase } from '../service-base';
import { describeFailures, fuzzService, fuzzSettings } from './fuzz-runner';
import { requestArbitrary } from './fuzz-requests';
import type { JsonSchema, OpenApiDocument, Operation } from './openapi-operations';
import { schemaValue } from './schema-arbitraries';
import { sharedTestDatabase } from './test-database';

const lesson = z
  .object({ sectionId: z.uuid(), title: z.string().min(1).max(20) })
  .and(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('TEXT'), content: z.object({ markdown: z.string().min(1) }) }),
      z.object({ type: z.literal('QUIZ'), passMark: z.number().int().min(0).max(100) }),
    ]),
  );
const schemas = {
  lesson,
  page: z.object({ page: z.number().int().min(1), limit: z.number().int().min(1).max(100) }),
  tags: z
    .array(z.enum(['a', 'b']))
    .min(1)
    .max(3),
  day: z.iso.date(),
  instant: z.iso.datetime({ offset: true }),
  note: z.string().max(5).nullable(),
  pin: z.string().regex(/^\d{4}$/),
  // One optional field: without minProperties read, about one body in seven would be empty.
  changes: fieldChangesOf(z.object({ name: z.string().max(5) }), 'name'),
  // A rule between two fields, stated by our `x-same-as` extension.
  confirmed: z
    .object({
      pin: z.string().regex(/^\d{4}$/),
      confirmPin: z.string().meta({ 'x-same-as': 'pin' }),
    })
    .refine((body) => body.pin === body.confirmPin),
};

describe('schemaValue', () => {
  it.each(Object.entries(schemas))(
    'without hostility makes only values %s accepts',
    (_, schema) => {
      const json = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0' }) as JsonSchema;
      for (const value of fc.sample(schemaValue(json, { hostility: 0 }), { numRuns: 200, seed: 1 }))
        expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
    },
  );

  it('prefers the known values of a field', () => {
    const json = {
      type: 'object',
      properties: { id: { type: 'string', format: 'uuid' } },
      required: ['id'],
    };
    const known = () => ['11111111-1111-4111-8111-111111111111'];
    const values = fc.sample(schemaValue(json, { hostility: 0, known }), { numRuns: 100, seed: 2 });
    expect(values.filter((v) => (v as { id: string }).id === known()[0]).length).toBeGreaterThan(
      50,
    );
  });
});

// A service with a 500 on a NUL and a 4xx outside the error shape: the runner must name both.
const brokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = z.object({ name: z.string().max(50), count: z.number().int().optional() });
  app.post('/echo', { schema: { body } }, async (request) => {
    if (request.body.count === -1) throw new Error('select * from users where id = 1');
    return { message: 'Saved', data: request.body };
  });
  app.get(
    '/odd',
    { schema: { querystring: z.object({ q: z.string().optional() }) } },
    async (_r, reply) => reply.code(418).send({ teapot: true }),
  );
};

let app: FastifyInstance;
beforeAll(async () => {
  const { db } = await sharedTestDatabase();
  app = await createServer(loadConfig({}), { logger: false });
  const base = {
    name: 'probe',
    db,
    title: 'Probe',
    description: 'Fuzz',
    version: '0.0.1',
    messages: { sw: {}, fr: {} },
  };
  await app.register(
    (service) =>
      registerServiceBase(service, base, async (v1) => {
        await v1.register(brokenRoutes);
      }),
    { prefix: '/probe' },
  );
  await app.ready();
});
afterAll(() => app.close());

describe('requestArbitrary', () => {
  it('sends most requests of an owned path as its owners', () => {
    const operation: Operation = {
      method: 'GET',
      path: '/api/v1/wallets/{id}',
      operationId: 'getWallet',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
    };
    const callers = ['guest', 'member', 'agent', 'admin'];
    const callerOf = (options: Parameters<typeof requestArbitrary>[1]) =>
      fc
        .sample(requestArbitrary(operation, options), { numRuns: 200, seed: 3 })
        .filter((request) => request.caller === 'member').length;
    const ownersOf = (path: string) => (path === operation.path ? ['member'] : undefined);
    expect(callerOf({ callers })).toBeLessThan(80);
    expect(callerOf({ callers, ownersOf })).toBeGreaterThan(130);
  });
});

describe('fuzzService', () => {
  it('reports every bad answer of every operation, with how to replay the run', async () => {
    const document = (await app.inject('/probe/v1/openapi.json')).json() as OpenApiDocument;
    const settings = { seed: 5, runs: 60 };
    const report = await fuzzService(app, document, {
      ...settings,
      callers: ['someone'],
      headersOf: () => ({ 'x-csrf-token': 'ab'.repeat(32) }),
      known: (name) => (name === 'count' ? [-1] : undefined),
    });
    expect(report.operations).toBe(3);
    expect(report.requests).toBe(180);
    const problems = new Set(
      report.failures.map((f) => `${f.request.operation}: ${f.problems[0]}`),
    );
    expect(problems).toContain('POST /probe/v1/echo: status 500');
    expect(problems).toContain(
      'GET /probe/v1/odd: error body outside the error shape: Invalid input: expected number, received undefined',
    );
    expect([...problems].some((p) => p.startsWith('GET /probe/v1/health'))).toBe(false);
    expect(describeFailures(report, settings)).toContain('replay: FUZZ_SEED=5 FUZZ_RUNS=60');
  });

  it('reads FUZZ_SEED and FUZZ_RUNS, else keeps its defaults', () => {
    expect(fuzzSettings(12, { FUZZ_SEED: '42', FUZZ_RUNS: '3' })).toEqual({ seed: 42, runs: 3 });
    expect(fuzzSettings(12, { FUZZ_RUNS: 'many' })).toEqual({ seed: 20_260_101, runs: 12 });
  });
});
