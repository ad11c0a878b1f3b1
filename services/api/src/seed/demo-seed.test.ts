import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { bearer, login } from '../../test/identity-helpers';
import { scopeMainDatabase } from '../db/migrate';
import {
  DEMO_AGENT_PRODUCTS,
  DEMO_ORGANISATION,
  DEMO_PASSWORD,
  DEMO_USERS,
  seedDemoData,
} from './demo-seed';

let app: FastifyInstance;
// The seed writes the demo organisation's history (staff, 300 leads, orders, money, bookings):
// on a machine shared with other runs it may take longer than the default hook timeout.
beforeAll(async () => {
  app = await buildTestApp();
  await seedDemoData(scopeMainDatabase((await sharedTestDatabase()).db));
}, 240_000);
afterAll(() => app.close());

describe('demo seed', () => {
  it('creates one verified user per role with a PIN in the demo organisation', async () => {
    const roles = [];
    for (const demo of DEMO_USERS) {
      const session = await login(app, demo.email, DEMO_PASSWORD);
      expect(session.userData.hasPin).toBe(true);
      expect(session.userData.organisations.map((o) => o.name)).toEqual([DEMO_ORGANISATION]);
      roles.push(session.userData.role);
    }
    expect(roles.sort()).toEqual(['ADMIN', 'AGENT', 'INSTRUCTOR', 'MEMBER', 'SUPER_ADMIN']);
  });

  it('can run again without creating anything twice', async () => {
    const db = scopeMainDatabase((await sharedTestDatabase()).db);
    expect(await seedDemoData(db)).toEqual({ created: 0 });
    const organisations = await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', DEMO_ORGANISATION)
      .execute();
    expect(organisations).toHaveLength(1);
  });

  it('gives the super admin every ability', async () => {
    const session = await login(app, 'superadmin@pamoja.test', DEMO_PASSWORD);
    expect(session.userData.ability).toEqual([{ action: 'manage', subject: 'all' }]);
    const me = await app.inject({ url: '/api/v1/users/me', headers: bearer(session) });
    expect(me.json().data.roles).toEqual(['SUPER_ADMIN', 'ADMIN', 'MEMBER']);
  });

  it('gives the member a ready airtime group, and no one else', async () => {
    const member = await login(app, 'member@pamoja.test', DEMO_PASSWORD);
    const groups = await app.inject({ url: '/api/v1/airtime-groups', headers: bearer(member) });
    expect(groups.json().data).toEqual([
      expect.objectContaining({ name: 'Family', memberCount: 3, totalAmount: 350 }),
    ]);
    const agent = await login(app, 'agent@pamoja.test', DEMO_PASSWORD);
    const none = await app.inject({ url: '/api/v1/airtime-groups', headers: bearer(agent) });
    expect(none.json().data).toEqual([]);
  });

  it('gives the demo business products on sale and the agent three of them, once', async () => {
    const db = scopeMainDatabase((await sharedTestDatabase()).db);
    await seedDemoData(db);
    const organisation = await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', DEMO_ORGANISATION)
      .executeTakeFirstOrThrow();
    const products = await db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['products.code', 'products.price_cents', 'products.has_amount', 'categories.slug'])
      .where('products.organisation_id', '=', organisation.id)
      .where('products.approved', '=', true)
      .where('products.status', '=', 'ACTIVE')
      .execute();
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(products.filter((product) => !product.has_amount)).toHaveLength(3);
    expect(products.filter((product) => product.price_cents !== null)).toHaveLength(4);
    expect(new Set(products.map((product) => product.slug)).size).toBe(6);

    const agent = await login(app, 'agent@pamoja.test', DEMO_PASSWORD);
    const held = await app.inject({
      url: '/api/v1/categories/user/' + agent.userData.id,
      headers: { ...bearer(agent), 'x-organization': organisation.id },
    });
    expect(held.json().data).toHaveLength(3);
    const assigned = await db
      .selectFrom('product_assignments')
      .innerJoin('products', 'products.id', 'product_assignments.product_id')
      .select('products.code')
      .where('product_assignments.user_id', '=', agent.userData.id)
      .orderBy('products.code')
      .execute();
    expect(assigned.map((row) => row.code)).toEqual([...DEMO_AGENT_PRODUCTS].sort());

    const shop = await app.inject({
      url: '/api/v1/products?size=100',
      headers: {
        ...bearer(await login(app, 'member@pamoja.test', DEMO_PASSWORD)),
        'x-organization': organisation.id,
      },
    });
    expect(shop.json().pagination.total).toBe(products.length);
  });
});
