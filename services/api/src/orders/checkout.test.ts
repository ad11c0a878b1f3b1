import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Order } from '@pamoja/contract/orders';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { bearer } from '../../test/identity-helpers';
import { joinOrganisation, signedInWithRole, type Actor } from '../../test/organisation-helpers';
import { productFor } from '../../test/product-fixture';
import { balance, withKey } from '../../test/wallet-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { verifyLedger } from '../ledger/ledger-module';
import type { PaymentsModule } from '../payments/payments-module';

let app: FastifyInstance;
let admin: Actor;
let buyer: Actor;
let maize: string;
let seeds: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await signedInWithRole(app, 'ADMIN');
  buyer = await signedInWithRole(app, 'MEMBER', admin.organisation);
  maize = await productFor(admin.organisation.id, { name: 'Maize flour', price: 500 });
  seeds = await productFor(admin.organisation.id, { name: 'Seed pack', price: 1_000 });
});
afterAll(() => app.close());

const checkout = (who: Actor, payload: object, key: string = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/cart/web-checkout',
    headers: withKey(who.session, key),
    payload,
  });

async function settledOrder(who: Actor, id: string): Promise<Order> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const order = (await call(app, who, 'GET', `/orders/${id}`)).json().data as Order;
    if (order.status !== 'PENDING' || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const businessWallet = async (who: Actor) =>
  (await call(app, who, 'GET', `/accounts/organisation/${who.organisation.id}`)).json().data[0]
    .balance as number;

const ledgerProblems = async () => verifyLedger(scopeMainDatabase((await sharedTestDatabase()).db));

describe('checkout paid by M-Pesa', () => {
  it('prices the cart on the server, pays the business and marks the order PAID', async () => {
    const before = await businessWallet(admin);
    const response = await checkout(buyer, {
      items: [
        { productId: maize, quantity: 2 },
        { productId: seeds, quantity: 1 },
        { productId: maize, quantity: 1 },
      ],
      phoneNumber: '0712345671',
    });
    expect(response.statusCode).toBe(202);
    const order = response.json().data as Order;
    expect(order).toMatchObject({ status: 'PENDING', total: 2_500, phoneNumber: '254712345671' });
    expect(order.lines).toEqual([
      { productId: maize, name: 'Maize flour', unitPrice: 500, quantity: 3, total: 1_500 },
      { productId: seeds, name: 'Seed pack', unitPrice: 1_000, quantity: 1, total: 1_000 },
    ]);

    const paid = await settledOrder(buyer, order.id);
    expect(paid.status).toBe('PAID');
    expect(paid.receiptNumber).toMatch(/^[A-Z0-9]{10}$/);
    expect(await businessWallet(admin)).toBe(before + 2_500);
    // The buyer paid from their phone: their wallet never moved.
    expect((await balance(app, buyer.session)).balance).toBe(0);
    const tx = (await call(app, buyer, 'GET', `/transactions/${order.transactionId}`)).json().data;
    expect(tx).toMatchObject({ type: 'CHECKOUT', status: 'SUCCESS', amount: 2_500 });
    expect(await ledgerProblems()).toEqual([]);

    // Each paid line is now a lead for the business to fulfil, already approved.
    const leads = (await call(app, admin, 'GET', '/product-leads?phoneNumber=0712345671')).json()
      .data as { productId: string; status: string; source: string; amount: number }[];
    expect(
      leads
        .map(({ productId, status, source, amount }) => ({ productId, status, source, amount }))
        .sort((a, b) => a.amount - b.amount),
    ).toEqual([
      { productId: seeds, status: 'APPROVED', source: 'WEB_CHECKOUT', amount: 1_000 },
      { productId: maize, status: 'APPROVED', source: 'WEB_CHECKOUT', amount: 1_500 },
    ]);
  });

  it('fails the order when the buyer cancels the prompt, and pays nobody', async () => {
    const before = await businessWallet(admin);
    const response = await checkout(buyer, {
      items: [{ productId: seeds, quantity: 1 }],
      phoneNumber: '0712000000',
    });
    const failed = await settledOrder(buyer, response.json().data.id);
    expect(failed.status).toBe('FAILED');
    const leads = await call(app, admin, 'GET', '/product-leads?phoneNumber=0712000000');
    expect(leads.json().data).toEqual([]);
    expect(failed.failureReason).toBeTruthy();
    expect(failed.receiptNumber).toBeNull();
    expect(await businessWallet(admin)).toBe(before);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('answers the same key twice with one order, however many arrive at once', async () => {
    const key = randomUUID();
    const payload = { items: [{ productId: maize, quantity: 1 }], phoneNumber: '0712345670' };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => checkout(buyer, payload, key)),
    );
    const created = responses.filter((r) => r.statusCode === 202).map((r) => r.json().data.id);
    expect(new Set(created).size).toBe(1);
    for (const other of responses.filter((r) => r.statusCode !== 202))
      expect(other.statusCode).toBe(409);
    const again = await checkout(buyer, payload, key);
    expect(again.json().data.id).toBe(created[0]);
    const mine = (await call(app, buyer.session, 'GET', '/orders?limit=100')).json()
      .data as Order[];
    expect(mine.filter((o) => o.id === created[0])).toHaveLength(1);
    expect(mine.filter((o) => o.phoneNumber === '254712345670')).toHaveLength(1);
  });
});

describe('what checkout refuses', () => {
  it.each([
    ['an unknown product', () => randomUUID(), /is not sold to you/],
    [
      'a product without a price',
      () => productFor(admin.organisation.id, { price: null }),
      /has no price/,
    ],
    [
      'an unapproved product',
      () => productFor(admin.organisation.id, { approved: false }),
      /is not on sale/,
    ],
    [
      'an inactive product',
      () => productFor(admin.organisation.id, { status: 'INACTIVE' }),
      /is not on sale/,
    ],
  ])('refuses %s with 422 naming it, and records nothing', async (_case, make, message) => {
    const productId = await make();
    const response = await checkout(buyer, {
      items: [
        { productId: maize, quantity: 1 },
        { productId, quantity: 1 },
      ],
      phoneNumber: '0712345678',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'CHECKOUT_REFUSED',
      message: expect.stringMatching(message),
    });
    expect(response.json().details).toEqual([
      { path: 'items.1.productId', message: expect.any(String) },
    ]);
  });

  it('refuses a business the buyer does not belong to, and a cart of two businesses', async () => {
    const other = await signedInWithRole(app, 'ADMIN');
    const theirs = await productFor(other.organisation.id, { price: 200 });
    const foreign = await checkout(buyer, {
      items: [{ productId: theirs, quantity: 1 }],
      phoneNumber: '0712345678',
    });
    expect(foreign.statusCode).toBe(422);
    await joinOrganisation(other.organisation.id, buyer.userId, ['MEMBER']);
    const mixed = await checkout(buyer, {
      items: [
        { productId: theirs, quantity: 1 },
        { productId: maize, quantity: 1 },
      ],
      phoneNumber: '0712345678',
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().message).toMatch(/more than one business/);
  });

  it('refuses a total over what M-Pesa takes in one payment', async () => {
    const dear = await productFor(admin.organisation.id, { price: 100_000 });
    const response = await checkout(buyer, {
      items: [{ productId: dear, quantity: 2 }],
      phoneNumber: '0712345678',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The total of KES 200,000 is more than M-Pesa takes in one payment (KES 150,000): remove some items.',
    );
  });

  it.each([
    [{ items: [], phoneNumber: '0712345678' }, 'items'],
    [
      { items: [{ productId: 'maize', quantity: 1 }], phoneNumber: '0712345678' },
      'items.0.productId',
    ],
    [
      { items: [{ productId: randomUUID(), quantity: 0 }], phoneNumber: '0712345678' },
      'items.0.quantity',
    ],
    [
      { items: [{ productId: randomUUID(), quantity: 1.5 }], phoneNumber: '0712345678' },
      'items.0.quantity',
    ],
    [{ items: [{ productId: randomUUID(), quantity: 1 }], phoneNumber: '12345' }, 'phoneNumber'],
  ])('answers a malformed cart with 400 naming the field (%#)', async (payload, path) => {
    const response = await checkout(buyer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('needs an Idempotency-Key and a signed-in buyer', async () => {
    const payload = { items: [{ productId: maize, quantity: 1 }], phoneNumber: '0712345678' };
    const noKey = await call(app, buyer.session, 'POST', '/cart/web-checkout', payload);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await call(app, null, 'POST', '/cart/web-checkout', payload)).statusCode).toBe(401);
  });
});

describe('who sees an order and a business wallet', () => {
  it('shows an order to its buyer and the business admin only', async () => {
    const response = await checkout(buyer, {
      items: [{ productId: seeds, quantity: 1 }],
      phoneNumber: '0712345678',
    });
    const id = response.json().data.id;
    expect((await call(app, buyer.session, 'GET', `/orders/${id}`)).statusCode).toBe(200);
    expect((await call(app, admin, 'GET', `/orders/${id}`)).statusCode).toBe(200);
    const listed = (await call(app, admin, 'GET', '/orders?limit=100')).json().data as Order[];
    expect(listed.map((o) => o.id)).toContain(id);
    const stranger = await signedInWithRole(app, 'ADMIN');
    expect((await call(app, stranger, 'GET', `/orders/${id}`)).statusCode).toBe(404);
    expect((await call(app, stranger.session, 'GET', `/orders/${id}`)).statusCode).toBe(404);
    const strangers = (await call(app, stranger, 'GET', '/orders')).json().data as Order[];
    expect(strangers.map((o) => o.id)).not.toContain(id);
  });

  it("keeps a business's wallet to its admins", async () => {
    const url = `/accounts/organisation/${admin.organisation.id}`;
    expect((await call(app, buyer, 'GET', url)).statusCode).toBe(403);
    const stranger = await signedInWithRole(app, 'ADMIN');
    expect((await call(app, stranger, 'GET', url)).statusCode).toBe(403);
    expect((await call(app, admin, 'GET', url)).statusCode).toBe(200);
  });
});

describe('a checkout whose callback is lost', () => {
  let slow: FastifyInstance;
  let slowPayments: PaymentsModule;
  beforeAll(async () => {
    // The simulator's callback comes only after a minute: long after this test has asked.
    slow = await buildTestApp({ MPESA_SIMULATOR_DELAY_MS: '60000' }, (p) => (slowPayments = p));
  });
  afterAll(() => slow.close());

  it('is settled by the sweeper asking M-Pesa, and pays the business once', async () => {
    const response = await slow.inject({
      method: 'POST',
      url: '/api/v1/cart/web-checkout',
      headers: withKey(buyer.session),
      payload: { items: [{ productId: seeds, quantity: 2 }], phoneNumber: '0712345678' },
    });
    expect(response.statusCode).toBe(202);
    const id = response.json().data.id;
    const before = await businessWallet(admin);
    const read = async () =>
      (await slow.inject({ url: `/api/v1/orders/${id}`, headers: bearer(buyer.session) })).json()
        .data as Order;
    expect((await read()).status).toBe('PENDING');
    // Other tests' payments may be pending in this database too: sweep until ours is reached.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60_000 });
    try {
      for (let round = 0; round < 20 && (await read()).status === 'PENDING'; round += 1)
        await slowPayments.sweeper.runOnce();
    } finally {
      vi.useRealTimers();
    }
    expect((await read()).status).toBe('PAID');
    expect(await businessWallet(admin)).toBe(before + 2_000);
    expect(await ledgerProblems()).toEqual([]);
  });
});
