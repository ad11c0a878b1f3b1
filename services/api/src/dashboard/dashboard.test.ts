import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { signedInWithRole } from '../../test/organisation-helpers';
import { topUp } from '../../test/wallet-helpers';
import {
  consentCode,
  leadBusiness,
  leadIn,
  newPhone,
  testDb,
  type LeadBusiness,
} from '../leads/leads-test-helpers';
import { periodsOf } from './nairobi-days';

let app: FastifyInstance;
let world: LeadBusiness;
let elsewhere: LeadBusiness;
const DAY = 86_400_000;

const statistics = async (who: Parameters<typeof call>[1]) => {
  const response = await call(app, who, 'GET', '/dashboard/statistics');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** Moves a row's creation time (not writable through the schema's types: tests arrange history). */
async function createdAt(table: 'leads' | 'orders', id: string, at: Date) {
  const db = await testDb();
  await db
    .updateTable(table)
    .set({ created_at: at } as never)
    .where('id', '=', id)
    .execute();
}

async function paidOrder(
  organisationId: string,
  userId: string,
  cents: bigint,
  status: 'PAID' | 'FAILED',
) {
  const db = await testDb();
  const tx = await db
    .insertInto('transactions')
    .values({
      user_id: userId,
      reference: `T-${randomUUID()}`,
      type: 'CHECKOUT',
      direction: 'DEBIT',
      amount: cents,
      status: status === 'PAID' ? 'SUCCESS' : 'FAILED',
      provider: 'mpesa',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('orders')
    .values({
      reference: `O-${randomUUID().slice(0, 8)}`,
      user_id: userId,
      organisation_id: organisationId,
      transaction_id: tx.id,
      status,
      total_cents: cents,
      phone_number: '254712345678',
    })
    .execute();
}

/**
 * The known data set of `world` (leads of its agent unless said; times relative to now):
 * NEW now; APPROVED now, assigned to the agent; DISPATCHED now; REJECTED 40 days ago by the
 * other agent; DISPATCHED 100 days ago; a deleted NEW now. Orders: one paid KES 1,500, one failed.
 * Bookings: one today, one tomorrow. `elsewhere` has leads, orders and bookings that must not count.
 */
beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
  elsewhere = await leadBusiness(app, world.platform);
  const db = await testDb();
  const now = Date.now();
  await leadIn(world, 'NEW');
  await leadIn(world, 'APPROVED', { assignedTo: world.agent.userId });
  await leadIn(world, 'DISPATCHED');
  const rejected = await leadIn(world, 'REJECTED');
  await db
    .updateTable('leads')
    .set({ agent_id: world.otherAgent.userId })
    .where('id', '=', rejected)
    .execute();
  await createdAt('leads', rejected, new Date(now - 40 * DAY));
  await createdAt('leads', await leadIn(world, 'DISPATCHED'), new Date(now - 100 * DAY));
  const deleted = await leadIn(world, 'NEW');
  await db.updateTable('leads').set({ deleted_at: new Date() }).where('id', '=', deleted).execute();
  await leadIn(elsewhere, 'DISPATCHED');
  await leadIn(elsewhere, 'NEW');
  const org = world.admin.organisation.id;
  await paidOrder(org, world.agent.userId, 150_000n, 'PAID');
  await paidOrder(org, world.agent.userId, 90_000n, 'FAILED');
  await paidOrder(elsewhere.admin.organisation.id, world.agent.userId, 70_000n, 'PAID');
  const branch = await db
    .insertInto('branches')
    .values({ organisation_id: org, name: `Kisumu ${randomUUID().slice(0, 6)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = await db
    .insertInto('booking_services')
    .values({
      organisation_id: org,
      name: `Loan advice ${randomUUID().slice(0, 6)}`,
      description: null,
      duration_minutes: 30,
      buffer_minutes: 0,
      capacity: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { todayStart, tomorrowStart } = periodsOf(new Date());
  for (const [startsAt, status] of [
    [new Date(todayStart.getTime() + 60_000), 'CONFIRMED'],
    [new Date(tomorrowStart.getTime() + 3_600_000), 'REQUESTED'],
  ] as const) {
    await db
      .insertInto('bookings')
      .values({
        organisation_id: org,
        service_id: service.id,
        branch_id: branch.id,
        member_id: world.agent.userId,
        status,
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 1_800_000),
        notes: null,
        reason: null,
        rescheduled_from: null,
        rescheduled_to: null,
      })
      .execute();
  }
});

afterAll(async () => {
  await app.close();
});

describe('GET dashboard/statistics', () => {
  it('answers an admin with the organisation’s figures, exactly', async () => {
    const figures = await statistics(world.admin);
    expect(figures).toMatchObject({
      role: 'ADMIN',
      members: 3,
      agents: 2,
      activeAgents: 1,
      wallet: { currency: 'KES', balance: 0, held: 0, available: 0 },
      leadsFunnel: {
        NEW: 1,
        APPROVED: 1,
        RECEIVED: 0,
        DISPATCHED: 1,
        SUSPENDED: 0,
        REJECTED: 1,
        CANCELLED: 0,
      },
      orders: { paid: 1, revenue: 1500 },
      bookingsToday: { total: 1, byStatus: { CONFIRMED: 1 } },
    });
    expect(figures.leadsDaily).toHaveLength(30);
    expect(figures.leadsDaily.at(-1).value).toBe(3);
    expect(
      figures.leadsDaily.reduce((sum: number, day: { value: number }) => sum + day.value, 0),
    ).toBe(3);
    expect(figures.revenueDaily.at(-1).value).toBe(1500);
    expect(figures.membersDaily.at(-1).value).toBe(3);
  });

  it('answers an agent with their own week, month and work waiting', async () => {
    await consentCode(app, world.agent, newPhone(), world.loan.id);
    expect(await statistics(world.agent)).toMatchObject({
      role: 'AGENT',
      week: { captured: 3, approved: 2, dispatched: 1 },
      month: { captured: 3, approved: 2, dispatched: 1 },
      toReceive: 1,
      consentPending: 1,
      conversion: 0.3333,
    });
    expect(await statistics(world.otherAgent)).toMatchObject({
      week: { captured: 0, approved: 0, dispatched: 0 },
      toReceive: 0,
      consentPending: 0,
      conversion: 0,
    });
  });

  it('answers a member with their wallet, transactions, airtime and next booking', async () => {
    const member = await signedInWithRole(app, 'MEMBER', world.admin.organisation);
    await topUp(app, member.session, 2_000);
    const db = await testDb();
    const thisMonth = new Date(
      Math.max(periodsOf(new Date()).monthStart.getTime() + 1000, Date.now() - 1000),
    );
    for (const [type, status, cents] of [
      ['AIRTIME', 'SUCCESS', 5_000n],
      ['GROUP_AIRTIME', 'PARTIAL', 12_000n],
      ['AIRTIME', 'FAILED', 99_900n],
    ] as const) {
      const row = await db
        .insertInto('transactions')
        .values({
          user_id: member.userId,
          reference: `A-${randomUUID()}`,
          type,
          direction: 'DEBIT',
          amount: cents,
          status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('transactions')
        .set({ created_at: thisMonth } as never)
        .where('id', '=', row.id)
        .execute();
    }
    const figures = await statistics(member.session);
    expect(figures).toMatchObject({
      role: 'MEMBER',
      wallet: { currency: 'KES', balance: 2000, held: 0, available: 2000 },
      airtimeThisMonth: 170,
      nextBooking: null,
    });
    expect(figures.recentTransactions).toHaveLength(4);
    expect(figures.recentTransactions.map((tx: { type: string }) => tx.type).sort()).toEqual([
      'AIRTIME',
      'AIRTIME',
      'GROUP_AIRTIME',
      'MPESA_TOPUP',
    ]);
    // The agent is the member who booked in the data set: tomorrow's request is next.
    const agentAsMember = await call(app, world.agent.session, 'PUT', '/users/switch-role', {
      role: 'MEMBER',
    });
    const next = await statistics(agentAsMember.json().data);
    expect(next.nextBooking).toMatchObject({ status: 'REQUESTED' });
    expect(next.nextBooking.serviceName).toMatch(/^Loan advice/);
  });

  it('answers a super admin with the platform’s figures', async () => {
    const before = await statistics(world.platform.anywhere);
    expect(before.role).toBe('SUPER_ADMIN');
    await signedInWithRole(app, 'ADMIN');
    const db = await testDb();
    const tx = await db
      .insertInto('transactions')
      .values({
        user_id: world.admin.userId,
        reference: `P-${randomUUID()}`,
        type: 'PESALINK_PHONE',
        direction: 'DEBIT',
        amount: 123_400n,
        status: 'SUCCESS',
        provider: 'pesalink',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reconciliation_items')
      .values({
        transaction_id: tx.id,
        cause: 'NO_ANSWER',
        outcome: null,
        reason: null,
        evidence: null,
        resolved_by: null,
      })
      .execute();
    const after = await statistics(world.platform.anywhere);
    expect(after.organisations - before.organisations).toBe(1);
    expect(after.users.total - before.users.total).toBe(1);
    expect(after.users.active - before.users.active).toBe(1);
    expect(after.stuckPayments.count - before.stuckPayments.count).toBe(1);
    expect(after.stuckPayments.amount - before.stuckPayments.amount).toBeCloseTo(1234, 2);
    const pesalink = (figures: typeof before) =>
      figures.moneyByRail.find((row: { rail: string }) => row.rail === 'pesalink') ?? {
        count: 0,
        amount: 0,
      };
    expect(pesalink(after).count - pesalink(before).count).toBe(1);
    expect(pesalink(after).amount - pesalink(before).amount).toBeCloseTo(1234, 2);
  });

  it('keeps each organisation to its own figures', async () => {
    const other = await statistics(elsewhere.admin);
    expect(other.leadsFunnel).toMatchObject({ NEW: 1, DISPATCHED: 1, APPROVED: 0, REJECTED: 0 });
    expect(other.orders).toEqual({ paid: 1, revenue: 700 });
    const crossed = await call(
      app,
      {
        headers: { ...elsewhere.admin.headers, 'x-organization': world.admin.organisation.id },
      },
      'GET',
      '/dashboard/statistics',
    );
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json()).toMatchObject({ code: 'NOT_A_MEMBER' });
  });

  it('refuses an admin without an organisation and a guest, in the error shape', async () => {
    const bare = await call(app, world.admin.session, 'GET', '/dashboard/statistics');
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({
      code: 'ORGANISATION_REQUIRED',
      errorMessage: expect.any(String),
    });
    const guest = await call(app, null, 'GET', '/dashboard/statistics');
    expect(guest.statusCode).toBe(401);
    const malformed = await call(
      app,
      { headers: { ...world.admin.headers, 'x-organization': 'nope' } },
      'GET',
      '/dashboard/statistics',
    );
    expect(malformed.statusCode).toBe(403);
  });
});
