import type { FastifyInstance } from 'fastify';
import type { CreateProductRequest, Product } from '@pamoja/contract/products';
import { call, type Caller } from '../../test/call';
import { bearer, login, signedInMember } from '../../test/identity-helpers';
import { makeSuperAdmin, scoped, switchRole } from '../../test/organisation-helpers';

export const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Someone working as SUPER_ADMIN: `in(org)` scopes a request to one organisation, `anywhere` none. */
export async function signedInSuperAdmin(app: FastifyInstance) {
  const { person, session } = await signedInMember(app);
  await makeSuperAdmin(session.userData.id);
  const platform = await switchRole(app, await login(app, person.email), 'SUPER_ADMIN');
  return {
    userId: session.userData.id,
    anywhere: { headers: bearer(platform) },
    in: (organisationId: string) => ({ headers: scoped(platform, organisationId) }),
  };
}
export type SuperAdmin = Awaited<ReturnType<typeof signedInSuperAdmin>>;

export type CategorySlug =
  'health-insurance' | 'life-funeral-cover' | 'savings' | 'loans' | 'asset-finance' | 'training';

/** Category ids by slug (the six seeded by the migration). */
export async function categoryIds(app: FastifyInstance, who: Caller) {
  const response = await call(app, who, 'GET', '/categories');
  const rows = response.json().data as { id: string; slug: CategorySlug }[];
  return Object.fromEntries(rows.map((row) => [row.slug, row.id])) as Record<CategorySlug, string>;
}

let serial = 0;
/** A code no other test uses. */
export const uniqueCode = (prefix = 'P') =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${(serial += 1)}`;

/** `POST /products` as `admin`, failing loudly unless it is created. */
export async function createProduct(
  app: FastifyInstance,
  admin: Caller,
  body: Partial<CreateProductRequest> & { categoryId: string },
): Promise<Product> {
  const response = await call(app, admin, 'POST', '/products', {
    code: uniqueCode(),
    name: 'Jamii health cover',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`create product failed: ${response.body}`);
  return response.json().data;
}

/** A product put on sale the way people do it: created, ACTIVE, approved by a SUPER_ADMIN. */
export async function productOnSale(
  app: FastifyInstance,
  admin: Caller & { organisation: { id: string } },
  platform: SuperAdmin,
  body: Partial<CreateProductRequest> & { categoryId: string },
): Promise<Product> {
  const created = await createProduct(app, admin, { status: 'ACTIVE', ...body });
  const approved = await call(
    app,
    platform.in(admin.organisation.id),
    'PUT',
    `/products/${created.id}/approval`,
    { approved: true },
  );
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return approved.json().data;
}
