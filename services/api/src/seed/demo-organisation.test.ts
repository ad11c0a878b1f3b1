import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { buildTestApp } from '../../test/build-test-app';
import { login } from '../../test/identity-helpers';
import { scoped } from '../../test/organisation-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { verifyLedger } from '../ledger/ledger-module';
import { DEMO_PASSWORD, seedDemoData } from './demo-seed';

let app: FastifyInstance;
const db = async () => scopeMainDatabase((await sharedTestDatabase()).db);

// The seed writes the demo organisation's history (staff, 300 leads, orders, money, bookings):
// on a machine shared with other runs it may take longer than the default hook timeout.
beforeAll(async () => {
  app = await buildTestApp();
  await seedDemoData(await db());
}, 240_000);
afterAll(() => app.close());

async function home(email: string) {
  const session = await login(app, email, DEMO_PASSWORD);
  const organisationId = session.userData.organisations[0]?.id ?? '';
  const headers = organisationId
    ? scoped(session, organisationId)
    : { authorization: `Bearer ${session.accessToken}` };
  const response = await app.inject({ url: '/api/v1/dashboard/statistics', headers });
  expect(response.statusCode, response.body).toBe(200);
  return { figures: response.json().data, headers };
}

describe('the demo organisation', () => {
  it('has staff, teams, branches and a history, once', async () => {
    const main = await db();
    const count = async (table: 'leads' | 'teams' | 'branches' | 'staff' | 'orders') =>
      Number(
        (
          await main
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await Promise.all(
      ['leads', 'teams', 'branches', 'staff', 'orders'].map((t) => count(t as never)),
    );
    expect(await seedDemoData(main)).toEqual({ created: 0 });
    const after = await Promise.all(
      ['leads', 'teams', 'branches', 'staff', 'orders'].map((t) => count(t as never)),
    );
    expect(after).toEqual(before);
    const demoLeads = await main
      .selectFrom('leads')
      .select('id')
      .where('code', 'like', 'LD-DEMO%')
      .execute();
    expect(demoLeads).toHaveLength(300);
    expect(await verifyLedger(main)).toEqual([]);
  });

  it('gives every seeded role a home with real figures', async () => {
    const admin = await home('admin@pamoja.test');
    expect(admin.figures).toMatchObject({ role: 'ADMIN', agents: 5 });
    expect(admin.figures.members).toBeGreaterThanOrEqual(15);
    expect(admin.figures.orders.revenue).toBeGreaterThan(0);
    expect(admin.figures.wallet.balance).toBe(
      admin.figures.orders.revenue >= 0 ? admin.figures.wallet.balance : 0,
    );
    expect(admin.figures.bookingsToday.total).toBe(3);
    const teams = await app.inject({ url: '/api/v1/teams', headers: admin.headers });
    expect(teams.json().data).toHaveLength(2);

    const agent = await home('agent@pamoja.test');
    expect(agent.figures.role).toBe('AGENT');
    expect(agent.figures.week.captured).toBeGreaterThan(0);
    expect(agent.figures.toReceive).toBeGreaterThan(0);

    const member = await home('member@pamoja.test');
    expect(member.figures.role).toBe('MEMBER');
    expect(member.figures.wallet.balance).toBeGreaterThan(0);
    expect(member.figures.recentTransactions).toHaveLength(5);
    expect(member.figures.nextBooking).toMatchObject({ status: 'CONFIRMED' });

    const platform = await home('superadmin@pamoja.test');
    expect(platform.figures.role).toBe('SUPER_ADMIN');
    expect(platform.figures.moneyByRail.length).toBeGreaterThan(0);
  });
});
