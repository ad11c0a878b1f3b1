import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '@pamoja/server-kit/testing/openapi-operations';
import {
  describeFailures,
  fuzzService,
  fuzzSettings,
  neverSucceeded,
} from '@pamoja/server-kit/testing/fuzz-runner';
import { buildTestApp } from './build-test-app';
import { lmsFuzzWorld } from './lms-fuzz-world';

/**
 * Every operation of the learning service's OpenAPI document, called with requests generated
 * from its schemas, valid and hostile, by a learner, an instructor, admins and a guest: no
 * answer may be a 5xx, a 4xx outside the error shape, or show a stack trace or SQL.
 */
const settings = fuzzSettings(80);

let app: FastifyInstance;
let world: Awaited<ReturnType<typeof lmsFuzzWorld>>;
beforeAll(async () => {
  app = await buildTestApp();
  world = await lmsFuzzWorld(app);
});
afterAll(() => app.close());

describe('fuzzing the learning service', () => {
  it('answers every generated request below 500, in the error shape, leaking nothing', async () => {
    const document = (await app.inject('/lms/v1/openapi.json')).json() as OpenApiDocument;
    const started = Date.now();
    // Deletions last, so the rows they end serve every other operation first.
    const report = await fuzzService(app, document, { ...settings, ...world }, (operations) =>
      [...operations].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE')),
    );
    console.info(
      `lms fuzz: ${report.operations} operations, ${report.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${settings.seed}, ${settings.runs} runs each); never 2xx: ${neverSucceeded(report).join(', ')}`,
    );
    expect(report.failures.length, describeFailures(report, settings)).toBe(0);
  }, 300_000);
});
