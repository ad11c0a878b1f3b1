import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeLearningDatabase } from '../db/migrate';
import { buildTestApp, tokenFor } from '../../test/build-test-app';

let app: FastifyInstance;
let authorization: string;
beforeAll(async () => {
  app = await buildTestApp();
  authorization = `Bearer ${await tokenFor()}`;
});
afterAll(() => app.close());

describe('GET /lms/v1/courses', () => {
  it('answers an empty first page', async () => {
    const response = await app.inject({
      url: '/lms/v1/courses',
      headers: { authorization, 'x-project': 'empty-project' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Success',
      data: [],
      pagination: { page: 1, limit: 10, total: 0 },
    });
  });

  it('filters by project, category, status and search (an admin sees every status)', async () => {
    const admin = `Bearer ${await tokenFor('ADMIN')}`;
    const db = scopeLearningDatabase((await sharedTestDatabase()).db);
    await db
      .insertInto('courses')
      .values([
        { project: 'filters', title: 'Saving basics', category: 'finance', status: 'PUBLISHED' },
        { project: 'filters', title: 'Loans 101', category: 'finance', status: 'DRAFT' },
        { project: 'filters', title: 'Selling insurance', category: 'sales', status: 'PUBLISHED' },
        { project: 'other', title: 'Saving elsewhere', category: 'finance', status: 'PUBLISHED' },
      ])
      .execute();
    const list = async (query: string) =>
      (
        await app.inject({
          url: `/lms/v1/courses?${query}`,
          headers: { authorization: admin, 'x-project': 'filters' },
        })
      ).json();
    expect((await list('')).pagination.total).toBe(3);
    expect((await list('category=finance')).data).toHaveLength(2);
    expect((await list('status=PUBLISHED')).data).toHaveLength(2);
    expect((await list('search=SAVING')).data.map((c: { title: string }) => c.title)).toEqual([
      'Saving basics',
    ]);
    expect((await list('page=2&limit=2')).data).toHaveLength(1);
    // PostgreSQL refuses NUL: it is cleaned away with the other control characters, never a 500.
    expect((await list('search=SAV%00ING')).data.map((c: { title: string }) => c.title)).toEqual([
      'Saving basics',
    ]);
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['status=LIVE', 'status'],
    ['search=' + 'x'.repeat(101), 'search'],
  ])('rejects %s with 400 in the error shape', async (query, path) => {
    const response = await app.inject({
      url: `/lms/v1/courses?${query}`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
  });

  it('rejects a malformed project header', async () => {
    const response = await app.inject({
      url: '/lms/v1/courses',
      headers: { authorization, 'x-project': 'Bad Project!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('x-project');
  });

  it('reports health and answers unknown routes in the error shape', async () => {
    expect((await app.inject('/lms/v1/health')).json().data.service).toBe('lms');
    expect((await app.inject('/lms/v1/missing')).json().code).toBe('ROUTE_NOT_FOUND');
    const openapi = (await app.inject('/lms/v1/openapi.json')).json();
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/lms/v1/courses', '/lms/v1/courses/{id}', '/lms/v1/health']),
    );
  });
});

describe('access tokens from the main service', () => {
  const courses = (headers: Record<string, string>) =>
    app.inject({ url: '/lms/v1/courses', headers });

  it('needs one', async () => {
    const response = await courses({});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('rejects tampered, unsigned (alg: none) and expired tokens with 401', async () => {
    const token = await tokenFor('MEMBER');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'SUPER_ADMIN' })).toString(
      'base64url',
    );
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    for (const bad of [`${header}.${forged}.${signature}`, `${none}.${forged}.`, `${token}x`]) {
      expect((await courses({ authorization: `Bearer ${bad}` })).statusCode).toBe(401);
    }
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    try {
      const expired = await courses({ authorization: `Bearer ${token}` });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toMatch(/expired/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('trusts the signed organisations for x-organization', async () => {
    const organisation = '7d5e4c1a-2b3f-4a6d-8e9f-0a1b2c3d4e5f';
    const member = `Bearer ${await tokenFor('MEMBER', [organisation])}`;
    const outsider = `Bearer ${await tokenFor('MEMBER', [])}`;
    expect(
      (await courses({ authorization: member, 'x-organization': organisation })).statusCode,
    ).toBe(200);
    expect(
      (await courses({ authorization: outsider, 'x-organization': organisation })).statusCode,
    ).toBe(403);
  });
});
