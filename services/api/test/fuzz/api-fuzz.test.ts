import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument, Operation } from '@pamoja/server-kit/testing/openapi-operations';
import {
  describeFailures,
  fuzzService,
  fuzzSettings,
  neverSucceeded,
} from '@pamoja/server-kit/testing/fuzz-runner';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeMainDatabase } from '../../src/db/migrate';
import { buildTestApp } from '../build-test-app';
import { apiFuzzWorld } from './api-fuzz-world';

/**
 * Every operation of the main service's OpenAPI document, called with requests generated from
 * its schemas, valid and hostile, by people of each role: no answer may be a 5xx, a 4xx outside
 * the error shape, or show a stack trace or SQL (docs/api-conventions.md, Errors).
 */
const settings = fuzzSettings(40);

let app: FastifyInstance;
let world: Awaited<ReturnType<typeof apiFuzzWorld>>;
beforeAll(async () => {
  app = await buildTestApp();
  world = await apiFuzzWorld(app);
});
afterAll(() => app.close());

/**
 * The development route that queues a stuck payout of the demo member answers 409 without the
 * demo data. Another test file of this worker may have seeded it: hide the demo member while
 * the route is fuzzed, so the shared database gets no stuck payouts other tests would meet in
 * the reconciliation queue.
 */
const STUCK_PAYOUT = '/api/v1/dev/reconciliation/stuck-payout';
const DEMO_MEMBER = 'member@pamoja.test';
const HIDDEN = `hidden.fuzz.${process.pid}@pamoja.test`;
const renameDemoMember = async (from: string, to: string) =>
  scopeMainDatabase((await sharedTestDatabase()).db)
    .updateTable('users')
    .set({ email: to })
    .where('email', '=', from)
    .execute();

/**
 * Reads first, then what creates rows, then changes, deletions (deepest paths first) and
 * sign-outs last: a change (a service's length, a product's range) may unmake what the
 * creations' known values fit (the service's slots, a lead's amount), and the rows and sessions
 * the last ones end serve the rest.
 */
const RANK: Record<Operation['method'], number> = { GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 };
const rank = (operation: Operation) => {
  if (operation.path.endsWith('/auth/logout')) return 4;
  // A row's parts go before the row: a group's member before the group.
  const depth = operation.path.split('/').length;
  return RANK[operation.method] - (operation.method === 'DELETE' ? depth / 100 : 0);
};

describe('fuzzing the main service', () => {
  it('answers every generated request below 500, in the error shape, leaking nothing', async () => {
    const document = (await app.inject('/api/v1/openapi.json')).json() as OpenApiDocument;
    const started = Date.now();
    const report = await fuzzService(
      app,
      document,
      {
        ...settings,
        callers: world.callers,
        headersOf: world.headersOf,
        known: world.known,
        ownersOf: world.ownersOf,
        files: world.files,
        beforeOperation: async (operation) => {
          if (operation.path === STUCK_PAYOUT) await renameDemoMember(DEMO_MEMBER, HIDDEN);
        },
        afterOperation: async (operation) => {
          if (operation.path === STUCK_PAYOUT) await renameDemoMember(HIDDEN, DEMO_MEMBER);
          if (operation.method !== 'GET') await world.renewSessions();
        },
      },
      (operations) => [...operations].sort((a, b) => rank(a) - rank(b)),
    );
    console.info(
      `api fuzz: ${report.operations} operations, ${report.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${settings.seed}, ${settings.runs} runs each); never 2xx: ${neverSucceeded(report).join(', ')}`,
    );
    expect(report.failures.length, describeFailures(report, settings)).toBe(0);
  }, 300_000);
});
