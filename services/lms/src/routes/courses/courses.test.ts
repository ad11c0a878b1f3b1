import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeLearningDatabase } from '../../db/migrate';
import { buildTestApp } from '../../../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /lms/v1/courses', () => {
  it('answers an empty first page', async () => {
    const response = await app.inject({
      url: '/lms/v1/courses',
      headers: { 'x-project': 'empty-project' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Success',
      data: [],
      pagination: { page: 1, limit: 10, total: 0 },
    });
  });

  it('filters by project, category, status and search', async () => {
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
        await app.inject({ url: `/lms/v1/courses?${query}`, headers: { 'x-project': 'filters' } })
      ).json();
    expect((await list('')).pagination.total).toBe(3);
    expect((await list('category=finance')).data).toHaveLength(2);
    expect((await list('status=PUBLISHED')).data).toHaveLength(2);
    expect((await list('search=SAVING')).data.map((c: { title: string }) => c.title)).toEqual([
      'Saving basics',
    ]);
    expect((await list('page=2&limit=2')).data).toHaveLength(1);
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['status=LIVE', 'status'],
    ['search=' + 'x'.repeat(101), 'search'],
  ])('rejects %s with 400 in the error shape', async (query, path) => {
    const response = await app.inject(`/lms/v1/courses?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
  });

  it('rejects a malformed project header', async () => {
    const response = await app.inject({
      url: '/lms/v1/courses',
      headers: { 'x-project': 'Bad Project!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('x-project');
  });

  it('reports health and answers unknown routes in the error shape', async () => {
    expect((await app.inject('/lms/v1/health')).json().data.service).toBe('lms');
    expect((await app.inject('/lms/v1/missing')).json().code).toBe('ROUTE_NOT_FOUND');
    const openapi = (await app.inject('/lms/v1/openapi.json')).json();
    expect(Object.keys(openapi.paths).sort()).toEqual(['/lms/v1/courses', '/lms/v1/health']);
  });
});
