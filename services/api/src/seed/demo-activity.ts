import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { leadStatuses, type LeadStatus } from '@pamoja/contract/lead-states';
import { nairobiDay, startOfNairobiDay } from '@pamoja/server-kit/nairobi-days';
import type { MainDatabase } from '../db/schema';
import { createLedger } from '../ledger/ledger-module';
import { createDemoActivityRepository } from './demo-activity-repository';
import { CUSTOMER_NAMES } from './demo-people';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How the 300 demo leads spread over the states (docs/domains/leads.md). */
const SPREAD: Record<LeadStatus, number> = {
  NEW: 60,
  APPROVED: 45,
  RECEIVED: 40,
  DISPATCHED: 90,
  SUSPENDED: 10,
  REJECTED: 35,
  CANCELLED: 20,
};
const NEEDS_REASON: LeadStatus[] = ['REJECTED', 'CANCELLED', 'SUSPENDED'];

/** A fixed pseudo-random sequence, so every fresh start shows the same history. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DemoWorld {
  organisationId: string;
  adminId: string;
  memberId: string;
  agentIds: string[];
  memberIds: string[];
  branchIds: string[];
  locations: string[];
}

/**
 * `count` instants of today in Nairobi before `now`, newest first, spread over the part of the
 * day gone by however little it is (just after midnight too).
 */
export function earlierToday(now: number, count: number): number[] {
  const sinceMidnight = now - startOfNairobiDay(nairobiDay(new Date(now))).getTime();
  return Array.from({ length: count }, (_, at) => now - (sinceMidnight * (at + 1)) / (count + 1));
}

/** 300 leads over the last 90 days (the demo agent's newest today), each with its events. */
async function seedLeads(db: Kysely<MainDatabase>, world: DemoWorld, now: number) {
  const next = random(2026);
  const repository = createDemoActivityRepository(db);
  const products = (await repository.productPrices(world.organisationId)).filter(
    (product) => product.code !== 'HLT-TOPUP' && product.code !== 'HLT-CLINIC',
  );
  const statuses = leadStatuses.flatMap((status) => Array<LeadStatus>(SPREAD[status]).fill(status));
  const today = earlierToday(now, 20);
  const leads = statuses.map((status, index) => {
    const agentId = world.agentIds[index % world.agentIds.length]!;
    const product = products[index % products.length]!;
    // The demo agent's first leads are today's, so their week is never empty.
    const age =
      index < 20 && agentId === world.agentIds[0] ? now - today[index]! : next() * 90 * DAY;
    const min = Number(product.min_amount_cents ?? 0n);
    const max = Number(product.max_amount_cents ?? 0n);
    const amount = product.has_amount
      ? BigInt(Math.round((min + next() * (max - min)) / 10_000) * 10_000)
      : null;
    const created = new Date(now - age);
    return {
      id: randomUUID(),
      organisation_id: world.organisationId,
      product_id: product.id,
      code: `LD-DEMO${String(index).padStart(4, '0')}`,
      name: CUSTOMER_NAMES[index % CUSTOMER_NAMES.length]!,
      phone_number: `2547${String(20_000_000 + index * 7919).padStart(8, '0')}`,
      amount_cents: amount && amount >= BigInt(min) ? amount : product.min_amount_cents,
      location: world.locations[index % world.locations.length]!,
      agent_id: agentId,
      assigned_to: status === 'NEW' ? null : agentId,
      source: 'AGENT' as const,
      status,
      reason: NEEDS_REASON.includes(status) ? 'Customer asked to stop' : null,
      consent_verified_at: created,
      version: status === 'NEW' ? 1 : 2,
      created_at: created,
    };
  });
  await repository.insert('leads', leads);
  const event = (
    lead: (typeof leads)[number],
    to: LeadStatus | null,
    at: Date,
    action: string,
  ) => ({
    lead_id: lead.id,
    organisation_id: world.organisationId,
    actor_id: action === 'CAPTURED' ? lead.agent_id : world.adminId,
    action,
    from_status: to ? ('NEW' as const) : null,
    to_status: to ?? ('NEW' as const),
    reason: to && NEEDS_REASON.includes(to) ? lead.reason : null,
    details: '{}',
    created_at: at,
  });
  await repository.insert('lead_events', [
    ...leads.map((lead) => event(lead, null, lead.created_at, 'CAPTURED')),
    ...leads
      .filter((lead) => lead.status !== 'NEW')
      .map((lead) => {
        const created = lead.created_at.getTime();
        const at = new Date(Math.max(created, Math.min(now - 60_000, created + DAY)));
        return event(lead, lead.status, at, 'STATUS_CHANGED');
      }),
  ] as never);
}

/** Paid orders over 60 days, their money in the organisation's wallet. */
async function seedOrders(db: Kysely<MainDatabase>, world: DemoWorld, now: number) {
  const next = random(7);
  const repository = createDemoActivityRepository(db);
  const ledger = createLedger(db);
  const priced = (await repository.productPrices(world.organisationId)).filter(
    (p) => p.price_cents,
  );
  const wallet = await ledger.organisationAccount(world.organisationId);
  const mpesa = await ledger.account('MPESA_CLEARING', null);
  for (let index = 0; index < 24; index += 1) {
    const product = priced[index % priced.length]!;
    const quantity = 1 + Math.floor(next() * 2);
    const total = product.price_cents! * BigInt(quantity);
    const buyer =
      index % 3 === 0 ? world.memberId : world.memberIds[index % world.memberIds.length]!;
    const at = new Date(now - next() * 60 * DAY);
    const reference = `DEMO-ORD-${String(index).padStart(3, '0')}`;
    const transactionId = await repository.insertReturningId('transactions', {
      user_id: buyer,
      reference,
      type: 'CHECKOUT',
      direction: 'DEBIT',
      amount: total,
      status: 'SUCCESS',
      provider: 'mpesa',
      phone_number: '254700000004',
      created_at: at,
    });
    const orderId = await repository.insertReturningId('orders', {
      reference,
      user_id: buyer,
      organisation_id: world.organisationId,
      transaction_id: transactionId,
      status: 'PAID',
      total_cents: total,
      phone_number: '254700000004',
      created_at: at,
    });
    await repository.insert('order_lines', [
      {
        order_id: orderId,
        product_id: product.id,
        position: 1,
        name: product.name,
        unit_price_cents: product.price_cents!,
        quantity,
      },
    ]);
    await ledger.post(`Order ${reference}`, transactionId, [
      { accountId: wallet, amount: total },
      { accountId: mpesa, amount: -total },
    ]);
  }
}

/** Four months of the demo member's top-ups (into the wallet) and airtime (paid by M-Pesa). */
async function seedMemberMoney(db: Kysely<MainDatabase>, world: DemoWorld, now: number) {
  const next = random(11);
  const repository = createDemoActivityRepository(db);
  const ledger = createLedger(db);
  const wallet = await ledger.account('USER_WALLET', world.memberId);
  const mpesa = await ledger.account('MPESA_CLEARING', null);
  for (let day = 120, index = 0; day > 0; day -= 4, index += 1) {
    const at = new Date(now - day * DAY + 10 * HOUR);
    const topUp = index % 3 === 0;
    const amount =
      BigInt(topUp ? 1_000 + Math.floor(next() * 4) * 500 : 50 + Math.floor(next() * 4) * 50) *
      100n;
    const id = await repository.insertReturningId('transactions', {
      user_id: world.memberId,
      reference: `DEMO-TX-${String(index).padStart(3, '0')}`,
      type: topUp ? 'MPESA_TOPUP' : 'AIRTIME',
      direction: topUp ? 'CREDIT' : 'DEBIT',
      amount,
      status: 'SUCCESS',
      provider: 'mpesa',
      phone_number: '254700000004',
      created_at: at,
    });
    if (topUp) {
      await ledger.post(`Top-up DEMO-TX-${index}`, id, [
        { accountId: wallet, amount },
        { accountId: mpesa, amount: -amount },
      ]);
    }
  }
}

/** Today's bookings at the branches, and the demo member's next one. */
async function seedBookings(db: Kysely<MainDatabase>, world: DemoWorld, now: number) {
  const repository = createDemoActivityRepository(db);
  const services = await repository.bookingServices(world.organisationId);
  const service = services[0];
  if (!service) return;
  const nairobiMidnight = startOfNairobiDay(nairobiDay(new Date(now))).getTime();
  const booking = (
    memberId: string,
    startsAt: number,
    status: 'REQUESTED' | 'CONFIRMED' | 'COMPLETED',
  ) => ({
    organisation_id: world.organisationId,
    service_id: service.id,
    branch_id: service.branch_id,
    member_id: memberId,
    status,
    starts_at: new Date(startsAt),
    ends_at: new Date(startsAt + service.duration_minutes * 60_000),
    notes: null,
    reason: null,
  });
  await repository.insert('bookings', [
    booking(world.memberIds[0]!, nairobiMidnight + 9 * HOUR, 'COMPLETED'),
    booking(world.memberIds[1]!, nairobiMidnight + 11 * HOUR, 'CONFIRMED'),
    booking(world.memberIds[2]!, nairobiMidnight + 14 * HOUR, 'REQUESTED'),
    booking(world.memberId, nairobiMidnight + 2 * DAY + 10 * HOUR, 'CONFIRMED'),
  ]);
}

/** The demo organisation's history: leads, orders, a member's money, bookings. */
export async function seedDemoActivity(db: Kysely<MainDatabase>, world: DemoWorld) {
  const now = Date.now();
  await seedLeads(db, world, now);
  await seedOrders(db, world, now);
  await seedMemberMoney(db, world, now);
  await seedBookings(db, world, now);
}
