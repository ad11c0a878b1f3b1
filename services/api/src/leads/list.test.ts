import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, type Caller } from '../../test/call';
import { signedInWithRole } from '../../test/organisation-helpers';
import { capture, leadBusiness, newPhone, type LeadBusiness } from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
/** Leads of one business: named by what sets each apart. */
let leads: Record<
  'small' | 'big' | 'cover' | 'assigned' | 'other',
  { id: string; phoneNumber: string }
>;
const phone = newPhone();

beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
  const otherAssigned = await call(
    app,
    world.admin,
    'PUT',
    `/products/assign/${world.otherAgent.userId}`,
    {
      productIds: [world.cover.id],
    },
  );
  if (otherAssigned.statusCode !== 200) throw new Error(otherAssigned.body);
  const made = async (who: typeof world.agent, body: Parameters<typeof capture>[2]) =>
    (await capture(app, who, body)).json().data;
  leads = {
    small: await made(world.agent, {
      productId: world.loan.id,
      amount: 600,
      name: 'Akinyi Odhiambo',
      location: 'Kisumu',
      referralId: world.referral,
      phoneNumber: phone,
    }),
    big: await made(world.agent, {
      productId: world.loan.id,
      amount: 4500,
      name: 'Baraka Mwangi',
      location: 'Nakuru',
    }),
    cover: await made(world.agent, {
      productId: world.cover.id,
      name: 'Chebet Kiprop',
      location: 'Eldoret',
    }),
    assigned: await made(world.otherAgent, {
      productId: world.cover.id,
      name: 'Daudi Mutua',
      location: 'Machakos',
    }),
    other: await made(world.otherAgent, {
      productId: world.cover.id,
      name: 'Esther Wambui',
      location: 'Nyeri',
    }),
  };
  const assigned = await call(app, world.admin, 'PUT', '/product-leads/assign-leads', {
    leadIds: [leads.assigned.id],
    assignedTo: world.agent.userId,
  });
  if (assigned.statusCode !== 200) throw new Error(assigned.body);
  await call(app, world.admin, 'PUT', '/product-leads/change-status', {
    leadIds: [leads.big.id],
    status: 'REJECTED',
    reason: 'Not eligible',
  });
});
afterAll(() => app.close());

async function listed(who: Caller, query = '') {
  const response = await call(app, who, 'GET', `/product-leads${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: string }[]; pagination: { total: number } };
}
const names = (ids: { id: string }[]) => {
  const byId = Object.fromEntries(Object.entries(leads).map(([name, lead]) => [lead.id, name]));
  return ids.map((row) => byId[row.id]).sort();
};

describe('who sees which leads', () => {
  it('shows an agent the leads they captured or hold, an admin all, others none', async () => {
    expect(names((await listed(world.agent)).data)).toEqual(['assigned', 'big', 'cover', 'small']);
    expect(names((await listed(world.otherAgent)).data)).toEqual(['assigned', 'other']);
    expect(names((await listed(world.admin)).data)).toEqual([
      'assigned',
      'big',
      'cover',
      'other',
      'small',
    ]);
    expect(names((await listed(world.platform.in(world.admin.organisation.id))).data)).toHaveLength(
      5,
    );
    const outsider = await signedInWithRole(app, 'ADMIN');
    expect((await listed(outsider)).data).toEqual([]);
    expect((await call(app, outsider, 'GET', `/product-leads/${leads.small.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(app, world.otherAgent, 'GET', `/product-leads/${leads.small.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(app, world.otherAgent, 'GET', `/activity-logs/lead/${leads.small.id}`))
        .statusCode,
    ).toBe(404);
    const member = await signedInWithRole(app, 'MEMBER', world.admin.organisation);
    expect((await call(app, member, 'GET', '/product-leads')).statusCode).toBe(403);
    expect((await call(app, world.platform.anywhere, 'GET', '/product-leads')).json().code).toBe(
      'ORGANISATION_REQUIRED',
    );
  });

  it('lists newest first with pages', async () => {
    const first = await listed(world.admin, '?limit=2');
    expect(names(first.data)).toEqual(['assigned', 'other']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5 });
    expect(names((await listed(world.admin, '?limit=2&page=3')).data)).toEqual(['small']);
  });

  it('counts the same whether the page is full, short or past the end', async () => {
    // A short page is the last one: its rows give the total without a count.
    // A name search takes its page and count from one set of matches: the same totals.
    for (const query of [
      ...['?limit=5', '?limit=2&page=3', '?limit=4&page=2', '?limit=2&page=4'],
      ...['?name=i&limit=2', '?name=i&limit=2&page=3', '?name=i&limit=2&page=4'],
    ]) {
      expect((await listed(world.admin, query)).pagination.total, query).toBe(5);
    }
    expect((await listed(world.admin, '?limit=2&page=4')).data).toEqual([]);
    expect(names((await listed(world.admin, '?name=i&limit=2&page=3')).data)).toEqual(['small']);
    expect((await listed(world.admin, '?name=zz&limit=2')).pagination.total).toBe(0);
    expect((await listed(world.agent, '?limit=3&page=2')).pagination.total).toBe(4);
    expect((await listed(world.admin, '?status=REJECTED&limit=1')).pagination.total).toBe(1);
  });
});

describe('the 13 filters', () => {
  const cases: [string, () => string, string[]][] = [
    ['status', () => '?status=REJECTED', ['big']],
    ['referralId (any case)', () => `?referralId=${world.referral.toLowerCase()}`, ['small']],
    ['phoneNumber (any form)', () => `?phoneNumber=${encodeURIComponent(`+${phone}`)}`, ['small']],
    ['phoneNumber (07…)', () => `?phoneNumber=0${phone.slice(3)}`, ['small']],
    ['name part, any case', () => '?name=kIPro', ['cover']],
    [
      'amountFrom (ignores products without an amount)',
      () => '?amountFrom=1000',
      ['assigned', 'big', 'cover', 'other'],
    ],
    ['amountTo', () => '?amountTo=1000', ['assigned', 'cover', 'other', 'small']],
    ['amount range', () => '?amountFrom=500&amountTo=700&product=' + world.loan.id, ['small']],
    [
      'amount of a product without one (not filtered)',
      () => `?amountFrom=500&amountTo=700&product=${world.cover.id}`,
      ['assigned', 'cover', 'other'],
    ],
    ['amount and status', () => '?amountFrom=4000&status=REJECTED', ['big']],
    [
      'from (today)',
      () => `?from=${new Date().toISOString().slice(0, 10)}`,
      ['assigned', 'big', 'cover', 'other', 'small'],
    ],
    [
      'to (yesterday)',
      () => `?to=${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}`,
      [],
    ],
    ['product', () => `?product=${world.loan.id}`, ['big', 'small']],
    ['agent', () => `?agent=${world.otherAgent.userId}`, ['assigned', 'other']],
    ['assignedTo', () => `?assignedTo=${world.agent.userId}`, ['assigned']],
    ['location part', () => '?location=nyer', ['other']],
    [
      'empty values mean no filter',
      () => '?status=&name=&amountFrom=',
      ['assigned', 'big', 'cover', 'other', 'small'],
    ],
  ];
  it.each(cases)('%s', async (_label, query, expected) => {
    const all = await listed(world.admin, query());
    expect(names(all.data)).toEqual(expected);
    expect(all.pagination.total).toBe(expected.length);
    // A page of one leaves the rest to the count (or the kept tallies): the same total.
    const one = await listed(world.admin, `${query()}&limit=1`);
    expect(one.pagination.total).toBe(expected.length);
  });

  it('refuses malformed filters with the field named', async () => {
    for (const [query, path] of [
      ['?status=LOST', 'status'],
      ['?phoneNumber=123', 'phoneNumber'],
      ['?amountFrom=abc', 'amountFrom'],
      ['?from=yesterday', 'from'],
      ['?product=nope', 'product'],
      ['?limit=101', 'limit'],
      ['?amountFrom=10&amountTo=5', 'amountFrom'],
    ]) {
      const response = await call(app, world.admin, 'GET', `/product-leads${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].path).toBe(path);
    }
  });
});
