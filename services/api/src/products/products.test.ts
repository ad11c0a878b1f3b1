import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { call, type Method } from '../../test/call';
import { signedInWithRole } from '../../test/organisation-helpers';
import { scopeMainDatabase } from '../db/migrate';
import {
  categoryIds,
  createProduct,
  productOnSale,
  signedInSuperAdmin,
  uniqueCode,
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

/** An uploaded file's row, as the files domain records it (the bytes do not matter here). */
async function fileOf(ownerId: string, organisationId: string | null) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  const row = await db
    .insertInto('files')
    .values({
      owner_id: ownerId,
      organisation_id: organisationId,
      content_type: 'image/png',
      size: 68,
      original_name: 'cover.png',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const namesOf = (body: { data: { name: string }[] }) => body.data.map((row) => row.name);

describe('products', () => {
  it('creates, reads, edits, lists and deletes a product with money in KES', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const image = await fileOf(admin.userId, admin.organisation.id);
    const created = await call(app, admin, 'POST', '/products', {
      categoryId: category['loans'],
      code: ' BODA-1 ',
      name: 'Boda boda asset finance',
      description: 'A new motorbike, repaid weekly',
      image,
      price: '1500.50',
      minAmount: 50_000,
      maxAmount: '250000.00',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(
      'Product Boda boda asset finance is created. A super admin approves it before it goes on sale.',
    );
    const product = created.json().data;
    expect(product).toMatchObject({
      organisationId: admin.organisation.id,
      categoryId: category['loans'],
      code: 'BODA-1',
      image,
      status: 'DRAFT',
      approved: false,
      price: 1500.5,
      hasAmount: true,
      minAmount: 50_000,
      maxAmount: 250_000,
    });
    const read = await call(app, admin, 'GET', `/products/${product.id}`);
    expect(read.json()).toEqual({ message: 'Success', data: product });

    const edited = await call(app, admin, 'PUT', `/products/${product.id}`, {
      name: 'Boda boda loan',
      price: null,
      description: null,
      status: 'ACTIVE',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Boda boda loan',
      price: null,
      description: null,
      status: 'ACTIVE',
      minAmount: 50_000,
    });

    await createProduct(app, admin, { categoryId: category['savings'], name: 'Akiba savings' });
    const list = (await call(app, admin, 'GET', '/products')).json();
    expect(namesOf(list)).toEqual(['Akiba savings', 'Boda boda loan']);
    expect(list.pagination).toEqual({ page: 1, limit: 10, total: 2 });

    const deleted = await call(app, admin, 'DELETE', `/products/${product.id}`);
    expect(deleted.json()).toEqual({ message: 'Product deleted.', data: null });
    expect((await call(app, admin, 'GET', `/products/${product.id}`)).statusCode).toBe(404);
    expect((await call(app, admin, 'DELETE', `/products/${product.id}`)).statusCode).toBe(404);
  });

  it('starts a product as an unapproved DRAFT with an open amount and no price', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const product = await createProduct(app, admin, { categoryId: category['training'] });
    expect(product).toMatchObject({
      status: 'DRAFT',
      approved: false,
      description: null,
      image: null,
      price: null,
      hasAmount: true,
      minAmount: null,
      maxAmount: null,
    });
  });

  it.each<[string, Method, string, object | undefined, string, string]>([
    [
      'a category id that is not a uuid',
      'POST',
      '/products',
      { categoryId: 'loans' },
      'categoryId',
      'must be a category id',
    ],
    [
      'a price with 3 decimals',
      'POST',
      '/products',
      { price: '100.255' },
      'price',
      'enter an amount such as 1500 or 1500.50',
    ],
    ['a negative price', 'POST', '/products', { price: -5 }, 'price', 'must be more than 0'],
    [
      'a negative price as text',
      'POST',
      '/products',
      { price: '-5' },
      'price',
      'must be more than 0',
    ],
    ['a price of 0', 'POST', '/products', { price: 0 }, 'price', 'must be more than 0'],
    [
      'min above max',
      'POST',
      '/products',
      { minAmount: 500, maxAmount: 100 },
      'minAmount',
      'must not be more than maxAmount',
    ],
    [
      'a range without hasAmount',
      'POST',
      '/products',
      { hasAmount: false, maxAmount: 100 },
      'maxAmount',
      'must be empty when hasAmount is false',
    ],
    ['no name', 'POST', '/products', { name: undefined }, 'name', 'name is required'],
    ['no code', 'POST', '/products', { code: undefined }, 'code', 'code is required'],
    [
      'a code with spaces',
      'POST',
      '/products',
      { code: 'NHIF TOP' },
      'code',
      'must be letters, digits, dots, dashes or underscores',
    ],
    [
      'an unknown status',
      'POST',
      '/products',
      { status: 'SOLD' },
      'status',
      'must be DRAFT, ACTIVE or INACTIVE',
    ],
    [
      'an image that is not a file id',
      'POST',
      '/products',
      { image: 'cover.png' },
      'image',
      'must be a file id',
    ],
    ['an empty change', 'PUT', `/products/${UNKNOWN}`, {}, 'name', 'change at least one field'],
    ['a bad product id', 'GET', '/products/not-an-id', undefined, 'id', 'must be a product id'],
    [
      'a page size above 100',
      'GET',
      '/products?size=101',
      undefined,
      'size',
      'must be 100 or less',
    ],
    [
      'approved=yes',
      'GET',
      '/products?approved=yes',
      undefined,
      'approved',
      'must be true or false',
    ],
    [
      'an unknown status filter',
      'GET',
      '/products?status=SOLD',
      undefined,
      'status',
      'must be DRAFT, ACTIVE or INACTIVE',
    ],
    [
      'a bad business id',
      'GET',
      '/products/business/nope',
      undefined,
      'businessUserId',
      'must be a business (organisation) id',
    ],
    [
      'an approval without a decision',
      'PUT',
      `/products/${UNKNOWN}/approval`,
      {},
      'approved',
      'must be true or false',
    ],
  ])('answers 400 for %s', async (_case, method, url, payload, path, message) => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const body =
      method === 'POST'
        ? { categoryId: category['loans'], code: uniqueCode(), name: 'Jamii cover', ...payload }
        : payload;
    const response = await call(app, admin, method, url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().details[0]).toEqual({ path, message });
  });

  it('refuses an unknown category with 422 naming the field, and filters by a known one', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const refused = await call(app, admin, 'POST', '/products', {
      categoryId: UNKNOWN,
      code: uniqueCode(),
      name: 'Mystery cover',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'CATEGORY_NOT_FOUND',
      message: 'categoryId: no category has this id',
      details: [{ path: 'categoryId', message: 'no category has this id' }],
    });
    await createProduct(app, admin, { categoryId: category['savings'], name: 'Akiba' });
    await createProduct(app, admin, { categoryId: category['loans'], name: 'Mkopo' });
    const loans = (await call(app, admin, 'GET', `/products?category=${category['loans']}`)).json();
    expect(namesOf(loans)).toEqual(['Mkopo']);
    expect((await call(app, admin, 'GET', `/products?category=${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate code in one organisation with 409, whatever the case', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const other = await signedInWithRole(app, 'ADMIN');
    const code = uniqueCode('NHIF');
    await createProduct(app, admin, { categoryId: category['health-insurance'], code });
    const duplicate = await call(app, admin, 'POST', '/products', {
      categoryId: category['health-insurance'],
      code: code.toLowerCase(),
      name: 'NHIF top-up cover',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'PRODUCT_CODE_TAKEN',
      message: 'This organisation already has a product with this code.',
    });
    const second = await createProduct(app, admin, { categoryId: category['savings'] });
    const rename = await call(app, admin, 'PUT', `/products/${second.id}`, { code });
    expect(rename.statusCode).toBe(409);
    // Another organisation may use the code.
    await createProduct(app, other, { categoryId: category['savings'], code });
  });

  it('takes an image only when the caller or the organisation uploaded it', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const colleague = await signedInWithRole(app, 'ADMIN', admin.organisation);
    const stranger = await signedInWithRole(app, 'ADMIN');
    const own = await fileOf(admin.userId, null);
    const organisations = await fileOf(colleague.userId, admin.organisation.id);
    const foreign = await fileOf(stranger.userId, stranger.organisation.id);
    const product = await createProduct(app, admin, {
      categoryId: category['savings'],
      image: own,
    });
    expect(product.image).toBe(own);
    const changed = await call(app, admin, 'PUT', `/products/${product.id}`, {
      image: organisations,
    });
    expect(changed.json().data.image).toBe(organisations);
    for (const image of [foreign, UNKNOWN]) {
      const refused = await call(app, admin, 'POST', '/products', {
        categoryId: category['savings'],
        code: uniqueCode(),
        name: 'Picture cover',
        image,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'FILE_NOT_USABLE',
        details: [{ path: 'image' }],
      });
    }
    const edit = await call(app, admin, 'PUT', `/products/${product.id}`, { image: foreign });
    expect(edit.statusCode).toBe(422);
    const cleared = await call(app, admin, 'PUT', `/products/${product.id}`, { image: null });
    expect(cleared.json().data.image).toBeNull();
  });

  it('keeps the amount range whole across edits', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const product = await createProduct(app, admin, {
      categoryId: category['loans'],
      minAmount: 100,
      maxAmount: 200,
    });
    const url = `/products/${product.id}`;
    const below = await call(app, admin, 'PUT', url, { maxAmount: 50 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'minAmount: must not be more than maxAmount',
    });
    const off = await call(app, admin, 'PUT', url, { hasAmount: false });
    expect(off.json().data).toMatchObject({ hasAmount: false, minAmount: null, maxAmount: null });
    const rangeWithoutAmount = await call(app, admin, 'PUT', url, { minAmount: 10 });
    expect(rangeWithoutAmount.statusCode).toBe(400);
    expect(rangeWithoutAmount.json().details).toEqual([
      { path: 'minAmount', message: 'must be empty when hasAmount is false' },
    ]);
    const on = await call(app, admin, 'PUT', url, { hasAmount: true, minAmount: '10.50' });
    expect(on.json().data).toMatchObject({ hasAmount: true, minAmount: 10.5, maxAmount: null });
  });

  it('lets only admins change products and only a super admin approve them', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const product = await createProduct(app, admin, { categoryId: category['savings'] });
    const url = `/products/${product.id}`;
    for (const role of ['MEMBER', 'AGENT', 'INSTRUCTOR'] as const) {
      const actor = await signedInWithRole(app, role, admin.organisation);
      const body = { categoryId: category['savings'], code: uniqueCode(), name: 'Mine' };
      expect((await call(app, actor, 'POST', '/products', body)).statusCode).toBe(403);
      expect((await call(app, actor, 'PUT', url, { name: 'Mine' })).statusCode).toBe(403);
      expect((await call(app, actor, 'DELETE', url)).statusCode).toBe(403);
      const approval = await call(app, actor, 'PUT', `${url}/approval`, { approved: true });
      expect(approval.statusCode).toBe(403);
    }
    const byAdmin = await call(app, admin, 'PUT', `${url}/approval`, { approved: true });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toMatchObject({
      code: 'SUPER_ADMIN_ONLY',
      message: 'Only a super admin can approve products.',
    });

    const approved = await call(app, platform.anywhere, 'PUT', `${url}/approval`, {
      approved: true,
    });
    expect(approved.json()).toMatchObject({
      message: `${product.name} is approved.`,
      data: { id: product.id, approved: true },
    });
    const withdrawn = await call(
      app,
      platform.in(admin.organisation.id),
      'PUT',
      `${url}/approval`,
      { approved: false },
    );
    expect(withdrawn.json().data.approved).toBe(false);
    const elsewhere = await signedInWithRole(app, 'ADMIN');
    const wrongOrganisation = await call(
      app,
      platform.in(elsewhere.organisation.id),
      'PUT',
      `${url}/approval`,
      { approved: true },
    );
    expect(wrongOrganisation.statusCode).toBe(404);
    const unknown = await call(app, platform.anywhere, 'PUT', `/products/${UNKNOWN}/approval`, {
      approved: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows members only approved ACTIVE products, and admins everything of theirs', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    const agent = await signedInWithRole(app, 'AGENT', admin.organisation);
    const health = category['health-insurance'];
    const draft = await createProduct(app, admin, { categoryId: health, name: 'A draft' });
    const pending = await createProduct(app, admin, {
      categoryId: health,
      name: 'B pending',
      status: 'ACTIVE',
    });
    const onSale = await productOnSale(app, admin, platform, {
      categoryId: health,
      name: 'C on sale',
    });
    const withdrawn = await productOnSale(app, admin, platform, {
      categoryId: category['savings'],
      name: 'D withdrawn',
    });
    await call(app, admin, 'PUT', `/products/${withdrawn.id}`, { status: 'INACTIVE' });

    for (const reader of [member, agent]) {
      const seen = (await call(app, reader, 'GET', '/products')).json();
      expect(namesOf(seen)).toEqual(['C on sale']);
      expect(seen.pagination.total).toBe(1);
      for (const hidden of [draft, pending, withdrawn]) {
        expect((await call(app, reader, 'GET', `/products/${hidden.id}`)).statusCode).toBe(404);
      }
      expect((await call(app, reader, 'GET', `/products/${onSale.id}`)).statusCode).toBe(200);
      const drafts = (await call(app, reader, 'GET', '/products?status=DRAFT')).json();
      expect(drafts.data).toEqual([]);
    }

    const list = async (query: string) =>
      namesOf((await call(app, admin, 'GET', `/products${query}`)).json());
    expect(await list('')).toEqual(['A draft', 'B pending', 'C on sale', 'D withdrawn']);
    expect(await list('?approved=true')).toEqual(['C on sale', 'D withdrawn']);
    expect(await list('?approved=false&status=ACTIVE')).toEqual(['B pending']);
    expect(await list('?status=INACTIVE')).toEqual(['D withdrawn']);
    expect(await list(`?category=${health}&approved=&status=`)).toEqual([
      'A draft',
      'B pending',
      'C on sale',
    ]);
    const paged = (await call(app, admin, 'GET', '/products?size=3&page=2')).json();
    expect(paged).toMatchObject({
      data: [{ name: 'D withdrawn' }],
      pagination: { page: 2, limit: 3, total: 4 },
    });
    const limited = (await call(app, admin, 'GET', '/products?limit=1')).json();
    expect(limited.pagination).toEqual({ page: 1, limit: 1, total: 4 });
  });

  it('lists one business’s products, and lets a super admin work without x-organization', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const member = await signedInWithRole(app, 'MEMBER', admin.organisation);
    const other = await signedInWithRole(app, 'ADMIN');
    await createProduct(app, admin, { categoryId: category['savings'], name: 'Draft savings' });
    const onSale = await productOnSale(app, admin, platform, {
      categoryId: category['savings'],
      name: 'Fixed deposit',
    });
    const theirs = await createProduct(app, other, { categoryId: category['loans'] });
    const business = `/products/business/${admin.organisation.id}`;

    expect(namesOf((await call(app, admin, 'GET', business)).json())).toEqual([
      'Draft savings',
      'Fixed deposit',
    ]);
    expect(namesOf((await call(app, member, 'GET', business)).json())).toEqual(['Fixed deposit']);
    const foreign = await call(app, admin, 'GET', `/products/business/${other.organisation.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Business was not found.');

    const anywhere = (await call(app, platform.anywhere, 'GET', business)).json();
    expect(anywhere.pagination.total).toBe(2);
    expect(
      (await call(app, platform.anywhere, 'GET', `/products/business/${UNKNOWN}`)).statusCode,
    ).toBe(404);
    expect((await call(app, platform.anywhere, 'GET', `/products/${theirs.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(app, platform.anywhere, 'GET', `/products/${onSale.id}`)).statusCode).toBe(
      200,
    );
    const everything = (await call(app, platform.anywhere, 'GET', '/products?size=1')).json();
    expect(everything.pagination.total).toBeGreaterThanOrEqual(3);
    const scopedToOne = (
      await call(app, platform.in(other.organisation.id), 'GET', '/products')
    ).json();
    expect(scopedToOne.data.map((row: { id: string }) => row.id)).toEqual([theirs.id]);

    const withoutOrganisation = await app.inject({
      url: '/api/v1/products',
      headers: { authorization: member.headers.authorization },
    });
    expect(withoutOrganisation.statusCode).toBe(403);
    expect(withoutOrganisation.json().code).toBe('ORGANISATION_REQUIRED');
    const createAnywhere = await call(app, platform.in(UNKNOWN), 'POST', '/products', {
      categoryId: category['savings'],
      code: uniqueCode(),
      name: 'Nowhere cover',
    });
    expect(createAnywhere.statusCode).toBe(404);
    expect(createAnywhere.json().message).toBe('Organisation was not found.');
  });

  it('refuses to delete a product on sale until it is deactivated', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const product = await productOnSale(app, admin, platform, {
      categoryId: category['life-funeral-cover'],
    });
    const url = `/products/${product.id}`;
    const refused = await call(app, admin, 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PRODUCT_ON_SALE',
      message:
        'This product is approved and ACTIVE, so it is on sale. Deactivate it first (status INACTIVE), then delete it.',
    });
    await call(app, admin, 'PUT', url, { status: 'INACTIVE' });
    expect((await call(app, admin, 'DELETE', url)).statusCode).toBe(200);
  });

  it('answers 404 for unknown products', async () => {
    const admin = await signedInWithRole(app, 'ADMIN');
    const url = `/products/${UNKNOWN}`;
    expect((await call(app, admin, 'GET', url)).statusCode).toBe(404);
    expect((await call(app, admin, 'PUT', url, { name: 'Nope' })).statusCode).toBe(404);
    expect((await call(app, admin, 'DELETE', url)).statusCode).toBe(404);
  });
});
