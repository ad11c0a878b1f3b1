import { http, HttpResponse } from 'msw';
import type { UserData } from '@pamoja/contract/auth';
import type { Order } from '@pamoja/contract/orders';
import type { Category, Product } from '@pamoja/contract/products';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import { member } from '../../../shared/testing/fixtures';
import { server } from '../../../shared/testing/server';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';

/** A MEMBER with the server's real rules: reads products, buys (Transaction). */
export const shopMember: UserData = { ...member, ability: ROLE_ABILITIES.MEMBER };

/** The seeded ADMIN's shape, acting for the demo Sacco: sees the business's orders. */
export const shopAdmin: UserData = {
  ...member,
  id: '9e8d7c6b-5a49-4c3b-8a1f-0e2d3c4b5a60',
  firstName: 'Baraka',
  email: 'admin@pamoja.test',
  role: 'ADMIN',
  roles: ['ADMIN', 'MEMBER'],
  organisations: [{ id: ORGANISATION_ID, name: 'Pamoja Demo Sacco', roles: ['ADMIN', 'MEMBER'] }],
  ability: ROLE_ABILITIES.ADMIN,
};

const uuid = (prefix: string, n: number) =>
  `${prefix}-4b5a-4c6d-8e7f-${String(n).padStart(12, '0')}`;

export const CATEGORIES: Category[] = [
  {
    id: uuid('c0000000', 1),
    name: 'Health insurance',
    slug: 'health-insurance',
    description: 'Cover for members and their families.',
    icon: 'heart-pulse',
  },
  {
    id: uuid('c0000000', 2),
    name: 'Training',
    slug: 'training',
    description: 'Courses and certificates.',
    icon: 'graduation-cap',
  },
];

export function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: uuid('a0000000', n),
    organisationId: ORGANISATION_ID,
    categoryId: CATEGORIES[0]!.id,
    code: `P-${n}`,
    name: `Product ${n}`,
    description: null,
    image: null,
    status: 'ACTIVE',
    approved: true,
    price: 500,
    hasAmount: true,
    minAmount: null,
    maxAmount: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export const FAMILY_COVER = product(1, { name: 'Family health cover', price: 1_500 });
export const BOOKKEEPING = product(2, {
  name: 'Bookkeeping course',
  price: 2_000,
  categoryId: CATEGORIES[1]!.id,
  description: 'Four Saturdays of record keeping for small businesses.',
});
export const LOAN = product(3, { name: 'Emergency loan', price: null });
export const PRODUCTS = [FAMILY_COVER, BOOKKEEPING, LOAN];

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: uuid('0d000000', 1),
    reference: 'PMJORD0001',
    organisationId: ORGANISATION_ID,
    status: 'PENDING',
    total: 3_500,
    phoneNumber: '254712345678',
    transactionId: uuid('7f000000', 1),
    receiptNumber: null,
    failureReason: null,
    lines: [
      {
        productId: FAMILY_COVER.id,
        name: FAMILY_COVER.name,
        unitPrice: 1_500,
        quantity: 1,
        total: 1_500,
      },
      {
        productId: BOOKKEEPING.id,
        name: BOOKKEEPING.name,
        unitPrice: 2_000,
        quantity: 1,
        total: 2_000,
      },
    ],
    createdAt: '2026-11-21T05:58:56.673Z',
    updatedAt: '2026-11-21T05:58:56.675Z',
    ...overrides,
  };
}

const page = <T>(data: T[], url: URL, limitName = 'limit') => ({
  message: 'Success',
  data,
  pagination: {
    page: Number(url.searchParams.get('page') ?? 1),
    limit: Number(url.searchParams.get(limitName) ?? 10),
    total: data.length,
  },
});

/** The catalogue as the server answers a member: products (by category), categories, one each. */
export function catalogueHandlers(products: Product[] = PRODUCTS) {
  const asked: URL[] = [];
  server.use(
    http.get('*/api/v1/categories', ({ request }) =>
      HttpResponse.json(page(CATEGORIES, new URL(request.url))),
    ),
    http.get('*/api/v1/products', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const category = url.searchParams.get('category');
      const shown = category ? products.filter((item) => item.categoryId === category) : products;
      return HttpResponse.json(page(shown, url, 'size'));
    }),
    http.get('*/api/v1/products/:id', ({ params }) => {
      const found = products.find((item) => item.id === params.id);
      return found
        ? HttpResponse.json({ message: 'Success', data: found })
        : HttpResponse.json(
            { statusCode: 404, code: 'NOT_FOUND', errorMessage: 'Product not found.' },
            { status: 404 },
          );
    }),
  );
  return { asked };
}
