import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp, csrfHeaders } from '../../test/build-test-app';
import { scopeMainDatabase } from '../db/migrate';

// Found by the fuzz (test/fuzz/api-fuzz.test.ts): on a database without the demo data, the
// stuck-payout route threw a plain Error, answered as a 500.
const DEMO_MEMBER = 'member@pamoja.test';
const db = async () => scopeMainDatabase((await sharedTestDatabase()).db);
const renameDemoMember = async (from: string, to: string) =>
  (await db()).updateTable('users').set({ email: to }).where('email', '=', from).execute();

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('POST /dev/reconciliation/stuck-payout', () => {
  it('answers 409 DEMO_DATA_MISSING when the demo member is not seeded', async () => {
    // Another test file of this worker may have seeded the demo data: hide it for this request.
    const hidden = `hidden.${Date.now()}@pamoja.test`;
    await renameDemoMember(DEMO_MEMBER, hidden);
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/dev/reconciliation/stuck-payout',
        headers: csrfHeaders,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ statusCode: 409, code: 'DEMO_DATA_MISSING' });
    } finally {
      await renameDemoMember(hidden, DEMO_MEMBER);
    }
  });
});
