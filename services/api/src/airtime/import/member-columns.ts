import { AppError } from '@pamoja/server-kit/errors';
import { AIRTIME_IMPORT_COLUMNS } from '@pamoja/contract/airtime';

export type MemberColumn = (typeof AIRTIME_IMPORT_COLUMNS)[number];
export type ColumnIndexes = Record<MemberColumn, number>;

/** Header spellings people and other systems use for each column, already normalised. */
const ALIASES: Record<string, MemberColumn> = {
  name: 'name',
  phone: 'phone',
  phonenumber: 'phone',
  msisdn: 'phone',
  mobile: 'phone',
  mobilenumber: 'phone',
  amount: 'amount',
};
const SEPARATORS = /[\s_-]+/g;
const MAX_FOUND_SHOWN = 20;

const normaliseHeader = (cell: string) => cell.trim().toLowerCase().replace(SEPARATORS, '');

/** Where each required column sits; the first matching column wins and the rest are ignored. */
export function mapMemberColumns(header: readonly string[]): ColumnIndexes {
  const found: Partial<ColumnIndexes> = {};
  header.forEach((cell, index) => {
    const column = ALIASES[normaliseHeader(cell)];
    if (column && found[column] === undefined) found[column] = index;
  });
  const missing = AIRTIME_IMPORT_COLUMNS.filter((column) => found[column] === undefined);
  if (missing.length > 0) throw wrongColumns(missing, header);
  return found as ColumnIndexes;
}

function wrongColumns(missing: readonly MemberColumn[], header: readonly string[]): AppError {
  const present = header.map((cell) => cell.trim()).filter((cell) => cell !== '');
  const shown = present.slice(0, MAX_FOUND_SHOWN).join(', ');
  const more =
    present.length > MAX_FOUND_SHOWN ? ` and ${present.length - MAX_FOUND_SHOWN} more` : '';
  const found = present.length > 0 ? `${shown}${more}` : 'no column names';
  return new AppError(
    400,
    'WRONG_COLUMNS',
    `The first row must name the columns name, phone and amount, but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (found: ${found}). Download the template and copy your rows into it.`,
  );
}
