import Papa from 'papaparse';
import { leadStatuses, type LeadStatus } from '@pamoja/contract/lead-states';
import {
  type LeadReport,
  type LeadReportQuery,
  type LeadStats,
  type LeadStatsQuery,
} from '@pamoja/contract/lead-files';
import { toMajorUnits } from '@pamoja/contract/money';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import type { MainDb } from '../db/schema';
import { requestOrganisation } from '../organisations/organisations-module';
import { leadScope } from './lead-access';
import { nextDay } from '@pamoja/server-kit/nairobi-days';
import { createLeadFiguresRepository, type ReportRow } from './lead-figures-repository';
import type { LeadScope } from './lead-repository';

/** What the report counts: captures, and moves to these statuses. */
const FIGURES = ['captured', 'APPROVED', 'DISPATCHED', 'REJECTED', 'CANCELLED'] as const;
type Figures = LeadReport['totals'];
const noFigures = (): Figures => ({
  captured: 0,
  approved: 0,
  dispatched: 0,
  rejected: 0,
  cancelled: 0,
});

/**
 * The leads a read names with `business` (stats, list, get-all, download-all): it counts only
 * for a SUPER_ADMIN without x-organization; everyone else reads the request's organisation
 * whatever they name (403 ORGANISATION_REQUIRED without one).
 */
export function businessScope(auth: AuthContext, business: string | undefined): LeadScope {
  if (!auth.organisationId && business && auth.role === 'SUPER_ADMIN') {
    return { organisationId: business, ownerId: null };
  }
  requestOrganisation(auth);
  return leadScope(auth);
}

/** `business-leads-stats` and `report` (docs/domains/leads.md#figures). */
export function createLeadFigures(db: MainDb) {
  const leads = createLeadFiguresRepository(db);

  return {
    async stats(auth: AuthContext, query: LeadStatsQuery): Promise<LeadStats> {
      const scope = businessScope(auth, query.business);
      const groups = await leads.statsGroups(scope, {
        agent: query.agent,
        from: query.from,
        to: query.to,
      });
      const byStatus = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<
        LeadStatus,
        number
      >;
      const products = new Map<string, { count: number }>();
      const agents = new Map<string, { captured: number; dispatched: number }>();
      let withAmount = 0;
      let sum = 0n;
      for (const row of groups) {
        const count = Number(row.count);
        byStatus[row.status] += count;
        const product = products.get(row.product_id) ?? { count: 0 };
        product.count += count;
        products.set(row.product_id, product);
        const agent = agents.get(row.agent_id) ?? { captured: 0, dispatched: 0 };
        agent.captured += count;
        if (row.status === 'DISPATCHED') agent.dispatched += count;
        agents.set(row.agent_id, agent);
        withAmount += Number(row.with_amount);
        sum += BigInt(row.amount_sum ?? 0);
      }
      const captured = Object.values(byStatus).reduce((total, n) => total + n, 0);
      const top = [...agents]
        .map(([agentId, row]) => ({ agentId, ...row }))
        .sort((a, b) => b.captured - a.captured || (a.agentId < b.agentId ? -1 : 1))
        .slice(0, 10);
      const names = await leads.names(
        scope.organisationId,
        top.map((row) => row.agentId),
      );
      // Half up to the cent, in integers.
      const average = withAmount ? (sum * 2n + BigInt(withAmount)) / (2n * BigInt(withAmount)) : 0n;
      return {
        captured,
        byStatus,
        byProduct: [...products]
          .map(([productId, row]) => ({
            productId,
            productName: names.product.get(productId) ?? '',
            count: row.count,
          }))
          .sort((a, b) => b.count - a.count || a.productName.localeCompare(b.productName)),
        topAgents: top.map(({ agentId, captured: made, dispatched }) => ({
          agentId,
          name: names.person.get(agentId) ?? '',
          captured: made,
          dispatched,
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
      const rows = await leads.report(scope, query, FIGURES);
      const agentIds = rows.flatMap((row) => row.agent_id ?? []);
      const names = await leads.names(scope.organisationId, [...new Set(agentIds)]);
      const days = new Map<string, Figures>();
      for (let day = query.startDate; day <= query.endDate; day = nextDay(day)) {
        days.set(day, noFigures());
      }
      for (const row of rows) {
        const figures = row.day === null ? undefined : days.get(row.day);
        if (figures) figures[figureOf(row)] = Number(row.count);
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
        ...reportTables(rows, names),
      };
    },
  };
}

type Names = Awaited<ReturnType<ReturnType<typeof createLeadFiguresRepository>['names']>>;
type Named = { id: string; name: string; figures: Figures };

const figureOf = (row: ReportRow) => row.figure.toLowerCase() as keyof Figures;

/** The per-product and per-agent rows as tables; most captured first, then name. */
function reportTables(rows: ReportRow[], names: Names) {
  const products = new Map<string, Named>();
  const agents = new Map<string, Named>();
  const entry = (map: Map<string, Named>, id: string, name: string) => {
    if (!map.has(id)) map.set(id, { id, name, figures: noFigures() });
    return map.get(id)!.figures;
  };
  for (const row of rows) {
    if (row.product_id) {
      const name = names.product.get(row.product_id) ?? '';
      entry(products, row.product_id, name)[figureOf(row)] += Number(row.count);
    } else if (row.agent_id) {
      const name = names.person.get(row.agent_id) ?? '';
      entry(agents, row.agent_id, name)[figureOf(row)] += Number(row.count);
    }
  }
  const sorted = (map: Map<string, Named>) =>
    [...map.values()].sort(
      (a, b) => b.figures.captured - a.figures.captured || a.name.localeCompare(b.name),
    );
  return {
    byProduct: sorted(products).map((row) => ({
      productId: row.id,
      productName: row.name,
      ...row.figures,
    })),
    byAgent: sorted(agents).map((row) => ({
      agentId: row.id,
      agentName: row.name,
      ...row.figures,
    })),
  };
}

export type ReportTable = 'days' | 'products' | 'agents';

/** The report's download name: `leads-report[-products|-agents]-<start>-to-<end>.csv`. */
export const reportFileName = (report: LeadReport, table: ReportTable) =>
  `leads-report${table === 'days' ? '' : `-${table}`}-${report.startDate}-to-${report.endDate}.csv`;

/** One table of the report as CSV: a row per day, product or agent, then the totals. */
export function reportCsv(report: LeadReport, table: ReportTable = 'days') {
  const first = { days: 'Day', products: 'Product', agents: 'Agent' }[table];
  const rows: [string, Figures][] =
    table === 'days'
      ? report.days.map((row) => [row.day, row])
      : table === 'products'
        ? report.byProduct.map((row) => [row.productName, row])
        : report.byAgent.map((row) => [row.agentName, row]);
  const header = [first, 'Captured', 'Approved', 'Dispatched', 'Rejected', 'Cancelled'];
  const line = (label: string, f: Figures) => [
    label,
    f.captured,
    f.approved,
    f.dispatched,
    f.rejected,
    f.cancelled,
  ];
  return `${Papa.unparse(
    [header, ...rows.map(([label, figures]) => line(label, figures)), line('Total', report.totals)],
    { escapeFormulae: true },
  )}\r\n`;
}
