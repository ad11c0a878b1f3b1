import { z } from 'zod';
import { successResponse } from './api-response';
import { bookingStatusSchema } from './bookings';
import { leadStatuses } from './lead-states';
import { transactionStatuses } from './wallet';

/**
 * `GET dashboard/statistics`: the figures of the caller's home, for their active role
 * (docs/domains/dashboard.md). Money is KES in the major unit, as everywhere. Learning figures
 * are not here: the web home asks the learning service for them.
 */

/** One value per day, oldest first, ending today (Africa/Nairobi): a card's sparkline. */
const dailySeries = z.array(z.object({ day: z.string(), value: z.number() }));

const walletFigures = z.object({
  currency: z.string(),
  balance: z.number(),
  held: z.number(),
  available: z.number(),
});

export const recentTransactionSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  type: z.string(),
  direction: z.enum(['CREDIT', 'DEBIT']),
  amount: z.number(),
  status: z.enum(transactionStatuses),
  createdAt: z.string(),
});
export type RecentTransaction = z.infer<typeof recentTransactionSchema>;

export const memberStatisticsSchema = z.object({
  role: z.literal('MEMBER'),
  wallet: walletFigures,
  recentTransactions: z.array(recentTransactionSchema),
  /** Airtime bought (single and group, successful or partly so) since the 1st, Nairobi time. */
  airtimeThisMonth: z.number(),
  nextBooking: z
    .object({
      id: z.uuid(),
      status: bookingStatusSchema,
      startsAt: z.string(),
      serviceName: z.string(),
      branchName: z.string(),
    })
    .nullable(),
});

const leadPeriod = z.object({ captured: z.number(), approved: z.number(), dispatched: z.number() });

export const agentStatisticsSchema = z.object({
  role: z.literal('AGENT'),
  /** Of the leads the agent captured since Monday / the 1st: approved (or further) and dispatched. */
  week: leadPeriod,
  month: leadPeriod,
  /** APPROVED leads assigned to the agent: theirs to receive. */
  toReceive: z.number(),
  /** Consent codes sent to customers and not yet used or expired. */
  consentPending: z.number(),
  /** Dispatched ÷ captured over the agent's leads of the last 90 days (0 to 1). */
  conversion: z.number(),
  capturedDaily: dailySeries,
});

export const leadFunnelSchema = z.object(
  Object.fromEntries(leadStatuses.map((status) => [status, z.number()])) as Record<
    (typeof leadStatuses)[number],
    z.ZodNumber
  >,
);

export const adminStatisticsSchema = z.object({
  role: z.literal('ADMIN'),
  members: z.number(),
  agents: z.number(),
  /** Agents who captured a lead in the last 30 days. */
  activeAgents: z.number(),
  wallet: walletFigures,
  /** Leads captured in the last 90 days, by their status now. */
  leadsFunnel: leadFunnelSchema,
  orders: z.object({ paid: z.number(), revenue: z.number() }),
  bookingsToday: z.object({ total: z.number(), byStatus: z.record(z.string(), z.number()) }),
  /** Last 30 days. */
  leadsDaily: dailySeries,
  revenueDaily: dailySeries,
  membersDaily: dailySeries,
});

export const superAdminStatisticsSchema = z.object({
  role: z.literal('SUPER_ADMIN'),
  organisations: z.number(),
  users: z.object({ total: z.number(), active: z.number(), suspended: z.number() }),
  /** Settled money per rail over the last 30 days. */
  moneyByRail: z.array(z.object({ rail: z.string(), count: z.number(), amount: z.number() })),
  stuckPayments: z.object({
    count: z.number(),
    amount: z.number(),
    oldestOpenedAt: z.string().nullable(),
  }),
  usersDaily: dailySeries,
});

export const dashboardStatisticsSchema = z.discriminatedUnion('role', [
  memberStatisticsSchema,
  agentStatisticsSchema,
  adminStatisticsSchema,
  superAdminStatisticsSchema,
]);
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;
export type MemberStatistics = z.infer<typeof memberStatisticsSchema>;
export type AgentStatistics = z.infer<typeof agentStatisticsSchema>;
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;
export type SuperAdminStatistics = z.infer<typeof superAdminStatisticsSchema>;
export type DailySeries = z.infer<typeof dailySeries>;
export const dashboardStatisticsResponse = successResponse(dashboardStatisticsSchema);
