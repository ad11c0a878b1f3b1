import type {
  AdminStatistics,
  AgentStatistics,
  DashboardStatistics,
  MemberStatistics,
  SuperAdminStatistics,
} from '@pamoja/contract/dashboard';
import { leadStatuses } from '@pamoja/contract/lead-states';
import { toMajorUnits } from '@pamoja/contract/money';
import type { BookingStatus } from '@pamoja/contract/bookings';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import type { MainDb } from '../db/schema';
import { requestOrganisation } from '../organisations/organisations-module';
import { createAgentFiguresRepository } from './agent-figures-repository';
import { createBusinessFiguresRepository } from './business-figures-repository';
import { createMemberFiguresRepository } from './member-figures-repository';
import { fillSeries, periodsOf } from './nairobi-days';
import { createPlatformFiguresRepository } from './platform-figures-repository';

const SERIES_DAYS = 30;
const FUNNEL_DAYS = 90;
const money = (cents: bigint) => toMajorUnits(cents);
const walletOf = (row: { posted_balance: bigint; held_balance: bigint } | undefined) => ({
  currency: 'KES',
  balance: money(row?.posted_balance ?? 0n),
  held: money(row?.held_balance ?? 0n),
  available: money((row?.posted_balance ?? 0n) - (row?.held_balance ?? 0n)),
});

/** `GET dashboard/statistics`: the home's figures for the caller's active role. */
export function createDashboardService(db: MainDb, clock: () => Date = () => new Date()) {
  const member = createMemberFiguresRepository(db);
  const agent = createAgentFiguresRepository(db);
  const business = createBusinessFiguresRepository(db);
  const platform = createPlatformFiguresRepository(db);

  async function forMember(userId: string): Promise<MemberStatistics> {
    const now = clock();
    const { monthStart } = periodsOf(now);
    const [wallet, recent, airtime, next] = await Promise.all([
      member.wallet(userId),
      member.recentTransactions(userId, 5),
      member.airtimeSince(userId, monthStart),
      member.nextBooking(userId, now),
    ]);
    return {
      role: 'MEMBER',
      wallet: walletOf(wallet),
      recentTransactions: recent.map((row) => ({
        id: row.id,
        reference: row.reference,
        type: row.type,
        direction: row.direction,
        amount: money(BigInt(row.amount)),
        status: row.status,
        createdAt: row.created_at.toISOString(),
      })),
      airtimeThisMonth: money(airtime),
      nextBooking: next
        ? {
            id: next.id,
            status: next.status,
            startsAt: next.starts_at.toISOString(),
            serviceName: next.service_name,
            branchName: next.branch_name,
          }
        : null,
    };
  }

  async function forAgent(organisationId: string, userId: string): Promise<AgentStatistics> {
    const now = clock();
    const periods = periodsOf(now);
    const since = periods.daysBack(FUNNEL_DAYS);
    const starts = { week: periods.weekStart, month: periods.monthStart, since };
    const [counts, daily, toReceive, consentPending] = await Promise.all([
      agent.periods(organisationId, userId, starts),
      agent.daily(organisationId, userId, periods.daysBack(SERIES_DAYS)),
      agent.toReceive(organisationId, userId),
      agent.consentPending(userId, now),
    ]);
    const n = (key: keyof typeof counts) => Number(counts[key]);
    const captured = n('captured');
    return {
      role: 'AGENT',
      week: {
        captured: n('week_captured'),
        approved: n('week_approved'),
        dispatched: n('week_dispatched'),
      },
      month: {
        captured: n('month_captured'),
        approved: n('month_approved'),
        dispatched: n('month_dispatched'),
      },
      toReceive,
      consentPending,
      conversion: captured ? Math.round((n('dispatched') / captured) * 10_000) / 10_000 : 0,
      capturedDaily: fillSeries(daily, now, SERIES_DAYS),
    };
  }

  async function forAdmin(organisationId: string): Promise<AdminStatistics> {
    const now = clock();
    const periods = periodsOf(now);
    const since = periods.daysBack(SERIES_DAYS);
    const [people, funnel, leadsDaily, activeAgents, wallet, orders, bookings, membersDaily] =
      await Promise.all([
        business.people(organisationId),
        business.funnel(organisationId, periods.daysBack(FUNNEL_DAYS)),
        business.leadsDaily(organisationId, since),
        business.activeAgents(organisationId, since),
        business.wallet(organisationId),
        business.paidOrdersDaily(organisationId, since),
        business.bookingsBetween(organisationId, periods.todayStart, periods.tomorrowStart),
        business.membersDaily(organisationId, since),
      ]);
    const byStatus = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<
      (typeof leadStatuses)[number],
      number
    >;
    for (const row of funnel) byStatus[row.status as keyof typeof byStatus] = Number(row.count);
    const bookingCounts: Partial<Record<BookingStatus, number>> = {};
    for (const row of bookings) bookingCounts[row.status] = Number(row.count);
    return {
      role: 'ADMIN',
      ...people,
      activeAgents,
      wallet: walletOf(wallet),
      leadsFunnel: byStatus,
      orders: {
        paid: orders.reduce((sum, row) => sum + Number(row.count), 0),
        revenue: money(orders.reduce((sum, row) => sum + BigInt(row.value), 0n)),
      },
      bookingsToday: {
        total: Object.values(bookingCounts).reduce((sum, count) => sum + count, 0),
        byStatus: bookingCounts,
      },
      leadsDaily: fillSeries(leadsDaily, now, SERIES_DAYS),
      revenueDaily: fillSeries(orders, now, SERIES_DAYS, money),
      membersDaily: fillSeries(membersDaily, now, SERIES_DAYS),
    };
  }

  async function forPlatform(): Promise<SuperAdminStatistics> {
    const now = clock();
    const since = periodsOf(now).daysBack(SERIES_DAYS);
    const [organisations, users, rails, stuck, usersDaily] = await Promise.all([
      platform.organisations(),
      platform.users(),
      platform.moneyByRail(since),
      platform.stuckPayments(),
      platform.usersDaily(since),
    ]);
    const status = (name: string) => Number(users.find((row) => row.status === name)?.count ?? 0);
    return {
      role: 'SUPER_ADMIN',
      organisations,
      users: {
        total: users.reduce((sum, row) => sum + Number(row.count), 0),
        active: status('ACTIVE'),
        suspended: status('DISABLED'),
      },
      moneyByRail: rails.map((row) => ({
        rail: row.rail,
        count: Number(row.count),
        amount: money(BigInt(row.amount)),
      })),
      stuckPayments: {
        count: Number(stuck.count),
        amount: money(BigInt(stuck.amount ?? 0)),
        oldestOpenedAt: stuck.oldest ? new Date(stuck.oldest).toISOString() : null,
      },
      usersDaily: fillSeries(usersDaily, now, SERIES_DAYS),
    };
  }

  return {
    statistics(auth: AuthContext): Promise<DashboardStatistics> {
      switch (auth.role) {
        case 'SUPER_ADMIN':
          return forPlatform();
        case 'ADMIN':
          return forAdmin(requestOrganisation(auth));
        case 'AGENT':
          return forAgent(requestOrganisation(auth), auth.userId);
        default:
          return forMember(auth.userId);
      }
    },
  };
}
