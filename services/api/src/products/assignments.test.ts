import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { signedInMember } from '../../test/identity-helpers';
import { signedInWithRole, type Actor } from '../../test/organisation-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { createProductCatalogue } from './products-module';
import {
  categoryIds,
  createProduct,
  productOnSale,
  signedInSuperAdmin,
  UNKNOWN,
  type CategorySlug,
  type SuperAdmin,
} from './products-test-helpers';

let app: FastifyInstance;
let platform: SuperAdmin;
let category: Record<CategorySlug, string>;
beforeAll(async () => {
  app = await buildTestApp();
  platform = await signedInSuperAdmin(app);
  category = await categoryIds(app, platform.anywhere);
});
afterAll(() => app.close());

const idsOf = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);
const slugsOf = (body: { data: { slug: string }[] }) => body.data.map((row) => row.slug);

/** An admin and an agent of one business selling two health products and one loan. */
async function business() {
  const admin = await signedInWithRole(app, 'ADMIN');
  const agent = await signedInWithRole(app, 'AGENT', admin.organisation);
  const health = category['health-insurance'];
  const loans = category['loans'];
  const [clinic, family, boda] = [
    await productOnSale(app, admin, platform, { categoryId: health, name: 'A Clinic cover' }),
    await productOnSale(app, admin, platform, { categoryId: health, name: 'B Family cover' }),
    await productOnSale(app, admin, platform, { categoryId: loans, name: 'C Boda loan' }),
  ];
  return { admin, agent, health, loans, clinic, family, boda } as const;
}

const assign = (admin: Actor, userId: string, productIds: string[], how = 'assign') =>
  call(app, admin, 'PUT', `/products/${how}/${userId}`, { productIds });

describe('categories', () => {
  it('lists the six categories in their order to anyone signed in', async () => {
    const { session } = await signedInMember(app);
    const response = await call(app, session, 'GET', '/categories');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { name: string }) => row.name)).toEqual([
      'Health insurance',
      'Life & funeral cover',
      'Savings',
      'Loans',
      'Asset finance',
      'Training',
    ]);
    expect(response.json().data[0]).toMatchObject({
      slug: 'health-insurance',
      icon: 'heart-pulse',
      description: expect.any(String),
    });
    expect(response.json().pagination).toEqual({ page: 1, limit: 100, total: 6 });
    expect((await call(app, null, 'GET', '/categories')).statusCode).toBe(401);
  });
});

describe('the assign-products picker', () => {
  it('splits categories and products into what the agent holds and what they do not', async () => {
    const { admin, agent, health, loans, clinic, family } = await business();
    const held = async (path: string) => (await call(app, admin, 'GET', path)).json();

    expect(slugsOf(await held(`/categories/user/${agent.userId}`))).toEqual([]);
    expect(slugsOf(await held(`/categories/user-not-exists/${agent.userId}`))).toEqual([
      'health-insurance',
      'loans',
    ]);

    expect((await assign(admin, agent.userId, [clinic.id])).statusCode).toBe(200);
    expect(slugsOf(await held(`/categories/user/${agent.userId}`))).toEqual(['health-insurance']);
    expect(slugsOf(await held(`/categories/user-not-exists/${agent.userId}`))).toEqual([
      'health-insurance',
      'loans',
    ]);
    expect(idsOf(await held(`/products/user/${agent.userId}/${health}`))).toEqual([clinic.id]);
    expect(idsOf(await held(`/products/user-not-exists/${agent.userId}/${health}`))).toEqual([
      family.id,
    ]);
    expect(idsOf(await held(`/products/user/${agent.userId}/${loans}`))).toEqual([]);

    await assign(admin, agent.userId, [family.id]);
    expect(slugsOf(await held(`/categories/user-not-exists/${agent.userId}`))).toEqual(['loans']);
    const page = await held(`/products/user/${agent.userId}/${health}?limit=1&page=2`);
    expect(page).toMatchObject({
      data: [{ id: family.id }],
      pagination: { page: 2, limit: 1, total: 2 },
    });
  });

  it('offers only products on sale, and shows an agent only what is on sale of theirs', async () => {
    const { admin, agent, health, clinic } = await business();
    const draft = await createProduct(app, admin, { categoryId: health, name: 'D Draft cover' });
    await assign(admin, agent.userId, [clinic.id]);
    const offered = (
      await call(app, admin, 'GET', `/products/user-not-exists/${agent.userId}/${health}`)
    ).json();
    expect(idsOf(offered)).not.toContain(draft.id);

    await call(app, admin, 'PUT', `/products/${clinic.id}`, { status: 'INACTIVE' });
    const byAdmin = await call(app, admin, 'GET', `/products/user/${agent.userId}/${health}`);
    expect(idsOf(byAdmin.json())).toEqual([clinic.id]);
    const byAgent = await call(app, agent, 'GET', `/products/user/${agent.userId}/${health}`);
    expect(byAgent.statusCode).toBe(200);
    expect(idsOf(byAgent.json())).toEqual([]);
    const categories = await call(app, agent, 'GET', `/categories/user/${agent.userId}`);
    expect(slugsOf(categories.json())).toEqual([]);
    expect(
      slugsOf((await call(app, admin, 'GET', `/categories/user/${agent.userId}`)).json()),
    ).toEqual(['health-insurance']);
  });

  it('lets an agent see only their own half, and 404s people and categories from elsewhere', async () => {
    const { admin, agent, health } = await business();
    const stranger = await signedInWithRole(app, 'AGENT');
    const forAdmin = await call(app, agent, 'GET', `/products/user/${admin.userId}/${health}`);
    expect(forAdmin.statusCode).toBe(403);
    expect(forAdmin.json().message).toBe('You can only see the products assigned to you.');
    for (const path of [
      `/categories/user/${stranger.userId}`,
      `/categories/user-not-exists/${stranger.userId}`,
      `/products/user/${stranger.userId}/${health}`,
      `/products/user-not-exists/${stranger.userId}/${health}`,
      `/products/user/${agent.userId}/${UNKNOWN}`,
      `/products/user-not-exists/${agent.userId}/${UNKNOWN}`,
    ]) {
      expect((await call(app, admin, 'GET', path)).statusCode, path).toBe(404);
    }
    const badCategory = await call(app, admin, 'GET', `/products/user/${agent.userId}/loans`);
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().details[0]).toEqual({
      path: 'categoryId',
      message: 'must be a category id',
    });
  });
});

describe('assigning products', () => {
  it('assigns and unassigns, idempotently, answering what the agent holds', async () => {
    const { admin, agent, clinic, family, boda } = await business();
    const first = await assign(admin, agent.userId, [clinic.id, boda.id, clinic.id]);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Products assigned.');
    expect(idsOf(first.json())).toEqual([clinic.id, boda.id]);
    const again = await assign(admin, agent.userId, [clinic.id, family.id]);
    expect(again.statusCode).toBe(200);
    expect(idsOf(again.json())).toEqual([clinic.id, family.id, boda.id]);

    const back = await assign(admin, agent.userId, [clinic.id, boda.id], 'unassign');
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe('Products taken back.');
    expect(idsOf(back.json())).toEqual([family.id]);
    const twice = await assign(admin, agent.userId, [clinic.id], 'unassign');
    expect(idsOf(twice.json())).toEqual([family.id]);

    const catalogue = createProductCatalogue(scopeMainDatabase((await sharedTestDatabase()).db));
    expect(await catalogue.assignedTo(agent.userId, family.id)).toBe(true);
    expect(await catalogue.assignedTo(agent.userId, clinic.id)).toBe(false);
  });

  it('assigns only to agents of the organisation', async () => {
    const { admin, clinic } = await business();
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    const notAnAgent = await assign(admin, member.userId, [clinic.id]);
    expect(notAnAgent.statusCode).toBe(422);
    expect(notAnAgent.json()).toMatchObject({
      code: 'NOT_AN_AGENT',
      message: `${member.person.firstName} ${member.person.lastName} is not an agent of this organisation. Give them the AGENT role first, then assign products.`,
    });
    const stranger = await signedInWithRole(app, 'AGENT');
    expect((await assign(admin, stranger.userId, [clinic.id])).statusCode).toBe(404);
    expect((await assign(admin, UNKNOWN, [clinic.id])).statusCode).toBe(404);
  });

  it('assigns only this organisation’s products on sale', async () => {
    const { admin, agent, health, clinic } = await business();
    const other = await business();
    const draft = await createProduct(app, admin, { categoryId: health, code: 'DRAFT-1' });

    const foreign = await assign(admin, agent.userId, [clinic.id, other.clinic.id]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`Product ${other.clinic.id} was not found.`);
    const notOnSale = await assign(admin, agent.userId, [clinic.id, draft.id]);
    expect(notOnSale.statusCode).toBe(422);
    expect(notOnSale.json()).toMatchObject({
      code: 'PRODUCT_NOT_ON_SALE',
      details: [
        {
          path: 'productIds.1',
          message: `DRAFT-1 (${draft.id}) is not an approved ACTIVE product; only products on sale can be assigned`,
        },
      ],
    });
    // Nothing was assigned by the refused calls.
    const held = await call(app, admin, 'GET', `/categories/user/${agent.userId}`);
    expect(held.json().data).toEqual([]);
    const back = await assign(admin, agent.userId, [other.clinic.id], 'unassign');
    expect(back.statusCode).toBe(404);
  });

  it('takes back a withdrawn product, and a former agent’s products', async () => {
    const { admin, agent, clinic, boda } = await business();
    await assign(admin, agent.userId, [clinic.id, boda.id]);
    await call(app, admin, 'PUT', `/products/${clinic.id}`, { status: 'INACTIVE' });
    const withdrawn = await assign(admin, agent.userId, [clinic.id], 'unassign');
    expect(idsOf(withdrawn.json())).toEqual([boda.id]);
    const demoted = await call(
      app,
      admin,
      'PUT',
      `/organizations/${admin.organisation.id}/members/${agent.userId}`,
      { roles: ['MEMBER'] },
    );
    expect(demoted.statusCode).toBe(200);
    const formerAgent = await assign(admin, agent.userId, [boda.id], 'unassign');
    expect(formerAgent.statusCode).toBe(200);
    expect(formerAgent.json().data).toEqual([]);
  });

  it('ends a person’s assignments with their membership, and lets only admins assign', async () => {
    const { admin, agent, clinic } = await business();
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    const colleague = await signedInWithRole(app, 'AGENT', admin.organisation);
    expect((await assign(member, agent.userId, [clinic.id])).statusCode).toBe(403);
    expect((await assign(colleague, agent.userId, [clinic.id])).statusCode).toBe(403);
    const badIds = await call(app, admin, 'PUT', `/products/assign/${agent.userId}`, {
      productIds: ['x'],
    });
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json().details[0].path).toBe('productIds.0');
    const none = await call(app, admin, 'PUT', `/products/assign/${agent.userId}`, {
      productIds: [],
    });
    expect(none.json().details[0]).toEqual({
      path: 'productIds',
      message: 'name at least one product',
    });

    await assign(admin, agent.userId, [clinic.id]);
    await call(
      app,
      admin,
      'DELETE',
      `/organizations/${admin.organisation.id}/members/${agent.userId}`,
    );
    const catalogue = createProductCatalogue(scopeMainDatabase((await sharedTestDatabase()).db));
    expect(await catalogue.assignedTo(agent.userId, clinic.id)).toBe(false);
  });
});

describe('the product catalogue other domains use', () => {
  it('prices products for checkout, leaving unknown ids out', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const priced = await productOnSale(app, admin, platform, {
      categoryId: category['savings'],
      name: 'Akiba pack',
      price: '2500.50',
    });
    const unpriced = await createProduct(app, admin, { categoryId: category['savings'] });
    const catalogue = createProductCatalogue(scopeMainDatabase((await sharedTestDatabase()).db));
    const found = await catalogue.forCheckout([
      priced.id,
      unpriced.id,
      UNKNOWN,
      'not-an-id',
      priced.id,
    ]);
    expect(found.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [
        {
          id: priced.id,
          organisationId: admin.organisation.id,
          name: 'Akiba pack',
          priceCents: 250_050n,
          approved: true,
          status: 'ACTIVE',
        },
        {
          id: unpriced.id,
          organisationId: admin.organisation.id,
          name: unpriced.name,
          priceCents: null,
          approved: false,
          status: 'DRAFT',
        },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(await catalogue.forCheckout([])).toEqual([]);
    expect(await catalogue.assignedTo(admin.userId, 'not-an-id')).toBe(false);
  });
});
