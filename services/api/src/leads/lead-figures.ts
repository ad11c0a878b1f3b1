import Papa from 'papaparse';
import {
  leadStatuses,
  type LeadReport,
  type LeadReportQuery,
  type LeadStats,
  type LeadStatsQuery,
  type LeadStatus,
} from '@pamoja/contract/leads';
import { toMajorUnits } from '@pamoja/contract/money';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import type { MainDb } from '../db/schema';
import { requestOrganisation } from '../organisations/organisations-module';
import { leadScope } from './lead-access';
import { createLeadRepository, type LeadScope } from './lead-repository';

/** Days of the report are Nairobi's (UTC+3 all year, no daylight saving). */
const nairobiMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const REPORTED = ['APPROVED', 'DISPATCHED', 'REJECTED', 'CANCELLED'] as const;
type Figures = LeadReport['totals'];
const noFigures = (): Figures => ({
  captured: 0,
  approved: 0,
  dispatched: 0,
  rejected: 0,
  cancelled: 0,
});

/** The scope of the figures: `business` counts only for a SUPER_ADMIN without x-organization. */
function figuresScope(auth: AuthContext, business: string | undefined): LeadScope {
  if (!auth.organisationId && business && auth.role === 'SUPER_ADMIN') {
    return { organisationId: business, ownerId: null };
  }
  requestOrganisation(auth);
  return leadScope(auth);
}

/** `business-leads-stats` and `report` (docs/domains/leads.md#figures). */
export function createLeadFigures(db: MainDb) {
  const leads = createLeadRepository(db);

  return {
    async stats(auth: AuthContext, query: LeadStatsQuery): Promise<LeadStats> {
      const scope = figuresScope(auth, query.business);
      const [statuses, products, agents, amounts] = await leads.statsCounts(scope, {
        agent: query.agent,
        from: query.from,
        to: query.to,
      });
      const byStatus = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<
        LeadStatus,
        number
      >;
      for (const row of statuses) byStatus[row.status] = Number(row.count);
      const captured = Object.values(byStatus).reduce((sum, n) => sum + n, 0);
      const withAmount = Number(amounts.count);
      const sum = BigInt(amounts.sum ?? 0);
      // Half up to the cent, in integers.
      const average = withAmount ? (sum * 2n + BigInt(withAmount)) / (2n * BigInt(withAmount)) : 0n;
      return {
        captured,
        byStatus,
        byProduct: products.map((row) => ({
          productId: row.product_id,
          productName: row.name,
          count: Number(row.count),
        })),
        topAgents: agents.map((row) => ({
          agentId: row.agent_id,
          name: row.name,
          captured: Number(row.captured),
          dispatched: Number(row.dispatched),
        })),
        conversion: captured ? Math.round((byStatus.DISPATCHED / captured) * 10_000) / 10_000 : 0,
        amounts: { count: withAmount, sum: toMajorUnits(sum), average: toMajorUnits(average) },
      };
    },

    /**
     * Per Nairobi day: leads captured that day, and leads moved that day to APPROVED,
     * DISPATCHED, REJECTED or CANCELLED (from their events; a lead counts once a day).
     */
    async report(auth: AuthContext, query: LeadReportQuery): Promise<LeadReport> {
      const scope = leadScope(auth);
      const start = nairobiMidnight(query.startDate);
      const end = nairobiMidnight(nextDay(query.endDate));
      const [captured, moved] = await leads.reportCounts(scope, start, end, REPORTED);
      const days = new Map<string, Figures>();
      for (let day = query.startDate; day <= query.endDate; day = nextDay(day)) {
        days.set(day, noFigures());
      }
      for (const row of captured) {
        const figures = days.get(row.day);
        if (figures) figures.captured = Number(row.count);
      }
      for (const row of moved) {
        const figures = days.get(row.day);
        const status = row.to_status?.toLowerCase() as Exclude<keyof Figures, 'captured'>;
        if (figures && status) figures[status] = Number(row.count);
      }
      const totals = noFigures();
      for (const figures of days.values()) {
        for (const key of Object.keys(totals) as (keyof Figures)[]) totals[key] += figures[key];
      }
      return {
        startDate: query.startDate,
        endDate: query.endDate,
        days: [...days].map(([day, figures]) => ({ day, ...figures })),
        totals,
      };
    },
  };
}

/** The report as CSV: one row per day, then the totals. */
export function reportCsv(report: LeadReport) {
  const header = ['Day', 'Captured', 'Approved', 'Dispatched', 'Rejected', 'Cancelled'];
  const line = (label: string, f: Figures) => [
    label,
    f.captured,
    f.approved,
    f.dispatched,
    f.rejected,
    f.cancelled,
  ];
  return `${Papa.unparse([
    header,
    ...report.days.map((row) => line(row.day, row)),
    line('Total', report.totals),
  ])}\r\n`;
}
