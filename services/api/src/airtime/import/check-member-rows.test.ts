import { describe, expect, it } from 'vitest';
import { AppError } from '@pamoja/server-kit/errors';
import { checkMemberRows } from './check-member-rows';
import type { SheetRows } from './sheet-rows';

const HEADER = ['name', 'phone', 'amount'];
const sheet = (header: string[], ...rows: string[][]): SheetRows => ({
  header,
  rows: rows.map((cells, index) => ({ line: index + 2, cells })),
});

function refusal(rows: SheetRows): AppError {
  try {
    checkMemberRows(rows);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the rows were accepted');
}

describe('checkMemberRows: columns', () => {
  it('maps headers ignoring case, spaces and underscores, and ignores extra columns', () => {
    const result = checkMemberRows(
      sheet(['Notes', ' AMOUNT ', 'Phone_Number', 'Name'], ['x', '100', '0712345678', 'Wanjiru']),
    );
    expect(result.valid).toEqual([
      { line: 2, name: 'Wanjiru', phoneNumber: '254712345678', amount: 10_000n },
    ]);
  });

  it.each(['phone number', 'PhoneNumber', 'MSISDN', 'Mobile'])('accepts %s for phone', (alias) => {
    const result = checkMemberRows(sheet(['name', alias, 'amount'], ['A B', '0712345678', '50']));
    expect(result.valid).toHaveLength(1);
  });

  it('names the missing columns and the ones found', () => {
    const error = refusal(sheet(['Name', 'Tel', 'Amt'], ['A B', '0712345678', '50']));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('WRONG_COLUMNS');
    expect(error.message).toContain('phone, amount are missing');
    expect(error.message).toContain('found: Name, Tel, Amt');
    expect(error.message).toContain('template');
  });
});

describe('checkMemberRows: whole file', () => {
  it('refuses a header with no rows', () => {
    const error = refusal(sheet(HEADER));
    expect(error.code).toBe('EMPTY_FILE');
    expect(error.message).toMatch(/^The file has a header but no rows/);
  });

  it('refuses a file with no header either', () => {
    expect(refusal({ header: [], rows: [] }).code).toBe('EMPTY_FILE');
  });
});

describe('checkMemberRows: rows', () => {
  it('normalises phones and reads amounts written the ways people write them', () => {
    const result = checkMemberRows(
      sheet(
        HEADER,
        ['A B', '0712 345 678', '100'],
        ['C D', '+254722345678', '100.00'],
        ['E F', '733345678', 'KES 100'],
        ['G H', '254110345678', '1,000'],
        ['I J', '0744345678', 'Ksh. 10,000'],
      ),
    );
    expect(result.rejected).toEqual([]);
    expect(result.valid.map((row) => [row.phoneNumber, row.amount])).toEqual([
      ['254712345678', 10_000n],
      ['254722345678', 10_000n],
      ['254733345678', 10_000n],
      ['254110345678', 100_000n],
      ['254744345678', 1_000_000n],
    ]);
  });

  it('rejects each bad row with the column and what is wrong', () => {
    const result = checkMemberRows(
      sheet(
        HEADER,
        ['A B', '12345', '100'],
        ['A B', '0712345678', '5'],
        ['A B', '0722345678', '10001'],
        ['A B', '0733345678', 'lots'],
        ['', '0744345678', '100'],
        ['A', '0755345678', '100'],
        ['A B', '', ''],
        ['A B', '0766345678', '-100'],
      ),
    );
    expect(result.valid).toEqual([]);
    expect(result.rows).toBe(8);
    expect(result.rejected).toEqual([
      { line: 2, reason: 'Enter a phone number such as 0712 345 678.', phoneNumber: '12345' },
      {
        line: 3,
        reason: 'The amount must be between KES 10 and KES 10,000.',
        phoneNumber: '254712345678',
      },
      {
        line: 4,
        reason: 'The amount must be between KES 10 and KES 10,000.',
        phoneNumber: '254722345678',
      },
      {
        line: 5,
        reason: 'Enter the amount as a number such as 100.',
        phoneNumber: '254733345678',
      },
      { line: 6, reason: 'Enter a name.', phoneNumber: '254744345678' },
      {
        line: 7,
        reason: 'The name must be at least 2 characters.',
        phoneNumber: '254755345678',
      },
      { line: 8, reason: 'Enter a phone number. Enter an amount.', phoneNumber: null },
      {
        line: 9,
        reason: 'The amount must be between KES 10 and KES 10,000.',
        phoneNumber: '254766345678',
      },
    ]);
  });

  it('rejects amounts with cents, since airtime is bought in whole shillings', () => {
    const result = checkMemberRows(sheet(HEADER, ['A B', '0712345678', '100.50']));
    expect(result.rejected[0]?.reason).toBe('M-Pesa takes whole shillings only.');
  });

  it('lists a phone already on an earlier good row as a duplicate, not as valid', () => {
    const result = checkMemberRows(
      sheet(
        HEADER,
        ['A B', '0712345678', '5'],
        ['C D', '0712345678', '100'],
        ['E F', '+254 712 345 678', '200'],
        ['G H', '0722345678', '300'],
      ),
    );
    expect(result.rejected.map((row) => row.line)).toEqual([2]);
    expect(result.valid.map((row) => row.line)).toEqual([3, 5]);
    expect(result.duplicates).toEqual([
      {
        line: 4,
        reason: 'This phone number is already on line 3 of the file.',
        phoneNumber: '254712345678',
      },
    ]);
  });
});
