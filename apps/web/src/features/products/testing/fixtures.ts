import { HttpResponse } from 'msw';
import type { UserData } from '@pamoja/contract/auth';
import type { Category, Product } from '@pamoja/contract/products';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import { member } from '../../../shared/testing/fixtures';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';

/** The seeded ADMIN: manages the demo Sacco's products, cannot approve them. */
export const admin: UserData = {
  ...member,
  email: 'admin@pamoja.test',
  role: 'ADMIN',
  roles: ['ADMIN', 'MEMBER'],
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['ADMIN', 'MEMBER'] }],
  ability: ROLE_ABILITIES.ADMIN,
};

export const superAdmin: UserData = {
  ...admin,
  email: 'superadmin@pamoja.test',
  role: 'SUPER_ADMIN',
  roles: ['SUPER_ADMIN', 'ADMIN', 'MEMBER'],
  ability: ROLE_ABILITIES.SUPER_ADMIN,
};

export const health: Category = {
  id: '4b1f8f0e-2a54-4c8e-9d3a-7f6e5d4c3b2a',
  name: 'Health insurance',
  slug: 'health-insurance',
  description: 'Medical cover for members and their families.',
  icon: 'heart-pulse',
};
export const savings: Category = {
  id: '5c2a9b1f-3b65-4d9f-8e4b-8a7f6e5d4c3b',
  name: 'Savings',
  slug: 'savings',
  description: 'Savings plans.',
  icon: 'piggy-bank',
};

export const product = (n: number, changes: Partial<Product> = {}): Product => ({
  id: `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`,
  organisationId: ORGANISATION_ID,
  categoryId: health.id,
  code: `HEALTH-${n}`,
  name: `Afya cover ${n}`,
  description: null,
  image: null,
  status: 'ACTIVE',
  approved: true,
  price: 1500,
  hasAmount: false,
  minAmount: null,
  maxAmount: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

export const page = <T>(data: T[], pageNumber = 1, total = data.length) =>
  HttpResponse.json({
    message: 'Success',
    data,
    pagination: { page: pageNumber, limit: 10, total },
  });

export const problem = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json(
    { statusCode: status, code, errorMessage: message, message, details },
    { status },
  );
