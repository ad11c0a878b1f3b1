import { AppError } from '@pamoja/server-kit/errors';
import {
  AIRTIME_IMPORT_MAX_ROWS,
  AIRTIME_LIMITS,
  airtimeAmountSchema,
  airtimeMemberNameSchema,
  type AirtimeImportProblem,
} from '@pamoja/contract/airtime';
import { PHONE_MESSAGE } from '@pamoja/contract/phone';
import { normalisePhone } from '@pamoja/contract/phone-number';
import { mapMemberColumns, type ColumnIndexes } from './member-columns';
import type { SheetRow, SheetRows } from './sheet-rows';
import { EMPTY_FILE_MESSAGE, emptyFile } from './upload-errors';

export interface ValidMemberRow {
  line: number;
  name: string;
  phoneNumber: string;
  /** KES cents. */
  amount: bigint;
}

export interface CheckedMemberRows {
  rows: number;
  valid: ValidMemberRow[];
  rejected: AirtimeImportProblem[];
  duplicates: AirtimeImportProblem[];
}

const CURRENCY = /^(?:kes|kshs?|sh)\.?/i;
const SPACES = /[\s\u00a0]+/g;
const GROUPED_THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
const fmt = (value: number) => value.toLocaleString('en-KE');
const RANGE_MESSAGE = `The amount must be between KES ${fmt(AIRTIME_LIMITS.min)} and KES ${fmt(AIRTIME_LIMITS.max)}`;

/** Validates every data row with the contract's rules; only whole-file problems throw. */
export function checkMemberRows({ header, rows }: SheetRows): CheckedMemberRows {
  if (header.length === 0) throw emptyFile(EMPTY_FILE_MESSAGE);
  const columns = mapMemberColumns(header);
  if (rows.length === 0) {
    throw emptyFile(
      'The file has a header but no rows. Add one member per row below the header and upload it again.',
    );
  }
  if (rows.length > AIRTIME_IMPORT_MAX_ROWS) {
    throw new AppError(
      400,
      'TOO_MANY_ROWS',
      `The file has ${fmt(rows.length)} rows, but one upload can hold at most ${fmt(AIRTIME_IMPORT_MAX_ROWS)}. Split it into smaller files and upload them one after another.`,
    );
  }

  const result: CheckedMemberRows = { rows: rows.length, valid: [], rejected: [], duplicates: [] };
  const firstLineByPhone = new Map<string, number>();
  for (const row of rows) {
    const checked = checkRow(row, columns);
    if ('reason' in checked) {
      result.rejected.push(checked);
      continue;
    }
    const earlier = firstLineByPhone.get(checked.phoneNumber);
    if (earlier !== undefined) {
      result.duplicates.push({
        line: row.line,
        reason: `This phone number is already on line ${earlier} of the file.`,
        phoneNumber: checked.phoneNumber,
      });
      continue;
    }
    firstLineByPhone.set(checked.phoneNumber, row.line);
    result.valid.push(checked);
  }
  return result;
}

function checkRow(row: SheetRow, columns: ColumnIndexes): ValidMemberRow | AirtimeImportProblem {
  const cell = (index: number) => (row.cells[index] ?? '').trim();
  const rawName = cell(columns.name);
  const rawPhone = cell(columns.phone);
  const problems: string[] = [];

  const name = airtimeMemberNameSchema.safeParse(rawName);
  // Each problem says what to do in plain words, the field named in it ("Enter a name.").
  if (rawName === '') problems.push('Enter a name');
  else if (!name.success) problems.push(`The name ${firstMessage(name.error)}`);

  const phoneNumber = rawPhone === '' ? null : normalisePhone(rawPhone);
  if (rawPhone === '') problems.push('Enter a phone number');
  else if (phoneNumber === null) problems.push(sentence(PHONE_MESSAGE));

  const amount = parseAmount(cell(columns.amount));
  if (typeof amount === 'string') problems.push(amount);

  if (problems.length > 0 || !name.success || phoneNumber === null || typeof amount === 'string') {
    return {
      line: row.line,
      reason: problems.map((problem) => `${problem}.`).join(' '),
      phoneNumber: phoneNumber ?? (rawPhone || null),
    };
  }
  return { line: row.line, name: name.data, phoneNumber, amount };
}

/** "100", "100.00", "KES 100", "1,000" → cents, or what is wrong with it. */
function parseAmount(raw: string): bigint | string {
  if (raw === '') return 'Enter an amount';
  let text = raw.replace(CURRENCY, '').replace(SPACES, '');
  if (GROUPED_THOUSANDS.test(text)) text = text.replaceAll(',', '');
  // Excel in comma-decimal locales writes 100,00; a thousands comma is always followed by 3 digits.
  else if (DECIMAL_COMMA.test(text)) text = text.replace(',', '.');
  if (!PLAIN_NUMBER.test(text)) return 'Enter the amount as a number such as 100';
  // The schema calls 5.5 part shillings and a 14-digit amount badly written; the range says more.
  const value = Number(text);
  if (value < AIRTIME_LIMITS.min || value > AIRTIME_LIMITS.max) return RANGE_MESSAGE;
  const amount = airtimeAmountSchema.safeParse(text);
  return amount.success ? amount.data : sentence(firstMessage(amount.error));
}

/** "enter a phone number…" → "Enter a phone number…" (the contract's rules start in lower case). */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const firstMessage = (error: { issues: readonly { message: string }[] }) =>
  error.issues[0]?.message ?? 'is not valid';
