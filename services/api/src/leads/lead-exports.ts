import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { CompactLead } from '@pamoja/contract/lead-files';
import type { LeadExportFormat } from '@pamoja/contract/lead-states';
import { toMajorUnits } from '@pamoja/contract/money';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import type { MainDb } from '../db/schema';
import { leadScope, type LeadActor } from './lead-access';
import { businessScope } from './lead-figures';
import { createLeadExportRepository, type LeadExportRow } from './lead-export-repository';
import { createLeadRepository, type LeadFilters } from './lead-repository';

/** The columns of an export, in order: a header and how each lead fills it. */
const COLUMNS: [string, (row: LeadExportRow) => string | number | null][] = [
  ['Code', (row) => row.code],
  ['Status', (row) => row.status],
  ['Product', (row) => row.product_name],
  ['Customer', (row) => row.name],
  ['Phone number', (row) => row.phone_number],
  ['Amount (KES)', (row) => (row.amount_cents === null ? null : toMajorUnits(row.amount_cents))],
  ['Location', (row) => row.location],
  ['Referral', (row) => row.referral_id],
  ['Facility', (row) => row.facility],
  ['Agent', (row) => row.agent_name],
  ['Source', (row) => row.source],
  ['Reason', (row) => row.reason],
  ['Captured at (UTC)', (row) => row.created_at_utc],
];

export const EXPORT_CONTENT_TYPES: Record<LeadExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `leads-2026-11-23.csv`: what was exported and when (UTC day). */
export const exportFileName = (what: string, format: LeadExportFormat, now = new Date()) =>
  `${what}-${now.toISOString().slice(0, 10)}.${format}`;

type Pages = AsyncGenerator<LeadExportRow[]>;

/** CSV written page by page; cells starting with = + - @ are escaped (no formulas in Excel). */
async function* csvChunks(pages: Pages) {
  yield `${Papa.unparse([COLUMNS.map(([header]) => header)])}\r\n`;
  for await (const rows of pages) {
    const data = rows.map((row) => COLUMNS.map(([, cell]) => cell(row) ?? ''));
    yield `${Papa.unparse(data, { escapeFormulae: true })}\r\n`;
  }
}

/** XLSX through exceljs's streaming writer: each row is committed (and flushed) as it comes. */
function xlsxStream(pages: Pages) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Leads');
  sheet.columns = COLUMNS.map(([header]) => ({ header, width: 20 }));
  void (async () => {
    for await (const rows of pages) {
      // The client went away: stop reading leads.
      if (out.destroyed) return;
      for (const row of rows) sheet.addRow(COLUMNS.map(([, cell]) => cell(row))).commit();
      // Backpressure: a slow client holds the next page back, not a growing buffer.
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** `get-all` and the CSV / XLSX exports, with the list's visibility (docs/domains/leads.md). */
export function createLeadExports(db: MainDb) {
  const leads = createLeadRepository(db);
  const exported = createLeadExportRepository(db);

  function stream(pages: Pages, format: LeadExportFormat) {
    return format === 'csv' ? Readable.from(csvChunks(pages)) : xlsxStream(pages);
  }

  return {
    /** At most `limit` matching leads, newest first; `truncated` when there were more. */
    async getAll(auth: AuthContext, filters: LeadFilters, limit: number) {
      const rows = await leads.compact(businessScope(auth, filters.business), filters, limit + 1);
      const data: CompactLead[] = rows.slice(0, limit).map((row) => ({
        id: row.id,
        code: row.code,
        status: row.status,
        productId: row.product_id,
        productName: row.product_name,
        amount: row.amount_cents === null ? null : toMajorUnits(row.amount_cents),
        createdAt: row.created_at.toISOString(),
      }));
      return { leads: data, truncated: rows.length > limit };
    },

    /** Every matching lead; `done` is told the row count once the last row is written. */
    all(
      auth: AuthContext,
      filters: LeadFilters,
      format: LeadExportFormat,
      done: (rows: number) => void,
    ) {
      const source = exported.pages(businessScope(auth, filters.business), filters);
      async function* counted() {
        let count = 0;
        for await (const rows of source) {
          count += rows.length;
          yield rows;
        }
        done(count);
      }
      return stream(counted(), format);
    },

    /**
     * The caller's leads among `ids` (others are left out); each exported lead gets an
     * `EXPORTED` event as its page is written.
     */
    selected(actor: LeadActor, ids: string[], format: LeadExportFormat) {
      const source = exported.pages(leadScope(actor.auth), { ids });
      async function* recorded() {
        for await (const rows of source) {
          await leads.addEvents(
            rows.map((row) => ({
              lead_id: row.id,
              organisation_id: row.organisation_id,
              actor_id: actor.auth.userId,
              action: 'EXPORTED',
              details: { format, selected: ids.length },
              request_id: actor.requestId,
            })),
          );
          yield rows;
        }
      }
      return stream(recorded(), format);
    },
  };
}
