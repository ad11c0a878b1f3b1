import { sql, type Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import { leadConditions } from './lead-filter-repository';
import { joinedLeads, type LeadFilters, type LeadScope } from './lead-repository';

/**
 * A lead as an export writes it: only its columns, with the text PostgreSQL formats, so a
 * million rows are not each parsed into dates and objects the file never shows.
 */
function exportRows(db: Kysely<MainDatabase>, scope: LeadScope, filters: LeadFilters) {
  return joinedLeads(db)
    .where(leadConditions(scope, filters))
    .select([
      'leads.id',
      'leads.organisation_id',
      'leads.code',
      'leads.status',
      'products.name as product_name',
      'leads.name',
      'leads.phone_number',
      'leads.amount_cents',
      'leads.location',
      'leads.referral_id',
      sql<string | null>`facilities.name || ' (' || facilities.kmhfl_code || ')'`.as('facility'),
      sql<string>`agent.first_name || ' ' || agent.last_name`.as('agent_name'),
      'leads.source',
      'leads.reason',
      // As Date#toISOString writes it: milliseconds, UTC.
      sql<string>`to_char(leads.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
        'created_at_utc',
      ),
      // The cursor keeps the database's microseconds (a JS Date would lose them).
      sql<string>`leads.created_at::text`.as('cursor_at'),
    ]);
}

export type LeadExportRow = Awaited<
  ReturnType<ReturnType<typeof exportRows>['executeTakeFirstOrThrow']>
>;

/** The leads an export reads, page by page. Every query is scoped by the organisation's id. */
export function createLeadExportRepository(db: Kysely<MainDatabase>) {
  return {
    /**
     * The caller's leads matching `filters` (or among `ids`), newest first, `size` at a time:
     * keyset pages on (created_at, id), so an export holds at most two pages. The next page is
     * asked for as soon as a page arrives, so the database reads it while the reply writes this
     * one.
     */
    async *pages(scope: LeadScope, filters: LeadFilters & { ids?: string[] }, size = 1000) {
      const page = (after: { at: string; id: string } | null) => {
        let query = exportRows(db, scope, filters);
        if (filters.ids) query = query.where('leads.id', 'in', filters.ids);
        if (after) {
          const { at, id } = after;
          query = query.where((eb) =>
            eb(
              eb.refTuple('leads.created_at', 'leads.id'),
              '<',
              eb.tuple(sql<Date>`${at}::timestamptz`, id),
            ),
          );
        }
        const rows = query
          .orderBy('leads.created_at', 'desc')
          .orderBy('leads.id', 'desc')
          .limit(size)
          .execute();
        // The reader may stop before it awaits this page; its error is raised when awaited.
        rows.catch(() => undefined);
        return rows;
      };
      let next = page(null);
      for (;;) {
        const rows = await next;
        const last = rows[rows.length - 1];
        if (last && rows.length === size) next = page({ at: last.cursor_at, id: last.id });
        if (rows.length) yield rows;
        if (rows.length < size) return;
      }
    },
  };
}
