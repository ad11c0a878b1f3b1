import type { AirtimeImportProblem } from '@pamoja/contract/airtime';
import { checkMemberRows, type ValidMemberRow } from './check-member-rows';
import { readCsvRows } from './read-csv-rows';
import { readXlsxRows } from './read-xlsx-rows';
import { sniffUpload } from './sniff-upload';

export interface ParsedMemberUpload {
  format: 'csv' | 'xlsx';
  /** Non-blank data rows in the file. */
  rows: number;
  valid: ValidMemberRow[];
  rejected: AirtimeImportProblem[];
  /** Rows whose phone is on an earlier row of the same file; the group's own members are the route's job. */
  duplicates: AirtimeImportProblem[];
}

/**
 * An uploaded member list → rows to store and rows to report. Throws AppError for a file that
 * cannot be taken at all: 415 UNSUPPORTED_FILE_TYPE, 400 EMPTY_FILE, WRONG_COLUMNS, TOO_MANY_ROWS.
 */
export async function parseMemberUpload(buffer: Buffer): Promise<ParsedMemberUpload> {
  const sniffed = sniffUpload(buffer);
  const sheet = sniffed.format === 'csv' ? readCsvRows(sniffed.text) : await readXlsxRows(buffer);
  return { format: sniffed.format, ...checkMemberRows(sheet) };
}
