import { http, HttpResponse } from 'msw';
import type { Category, Product } from '@pamoja/contract/products';
import { server } from '../../../shared/testing/server';
import { ORGANISATION_ID } from './detail-fixtures';

export const healthCategory: Category = {
  id: '4b1f8f0e-2a54-4c8e-9d3a-7f6e5d4c3b2a',
  name: 'Health insurance',
  slug: 'health-insurance',
  description: 'Medical cover.',
  icon: 'heart-pulse',
};
export const savingsCategory: Category = {
  id: '5c2a9b1f-3b65-4d9f-8e4b-8a7f6e5d4c3b',
  name: 'Savings',
  slug: 'savings',
  description: 'Savings plans.',
  icon: 'piggy-bank',
};

export const sellable = (
  n: number,
  categoryId: string,
  changes: Partial<Product> = {},
): Product => ({
  id: `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`,
  organisationId: ORGANISATION_ID,
  categoryId,
  code: `P-${n}`,
  name: `Product ${n}`,
  description: null,
  image: null,
  status: 'ACTIVE',
  approved: true,
  price: null,
  hasAmount: false,
  minAmount: null,
  maxAmount: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

/** Afya (health, needs a facility) and a savings plan with an amount of 500–50,000. */
export const afya = sellable(1, healthCategory.id, { name: 'Afya cover' });
export const akiba = sellable(2, savingsCategory.id, {
  name: 'Akiba plan',
  hasAmount: true,
  minAmount: 500,
  maxAmount: 50000,
});

const list = <T>(data: T[]) =>
  HttpResponse.json({
    message: 'Success',
    data,
    pagination: { page: 1, limit: 100, total: data.length },
  });

/** The agent's assigned products, as the two picker endpoints answer them. */
export function serveMyProducts(products: Product[] = [afya, akiba]) {
  const categories = [healthCategory, savingsCategory].filter((category) =>
    products.some((product) => product.categoryId === category.id),
  );
  server.use(
    http.get('*/api/v1/categories/user/:id', () => list(categories)),
    http.get('*/api/v1/products/user/:id/:categoryId', ({ params }) =>
      list(products.filter((product) => product.categoryId === params.categoryId)),
    ),
  );
}
