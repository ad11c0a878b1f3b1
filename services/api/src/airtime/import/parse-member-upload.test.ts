import { describe, expect, it } from 'vitest';
import { AIRTIME_IMPORT_MAX_ROWS } from '@pamoja/contract/airtime';
import type { AppError } from '@pamoja/server-kit/errors';
import { buildBenchCsv, buildBenchXlsx } from './bench-files';
import { parseMemberUpload } from './parse-member-upload';
import { xlsxBuffer } from './test-fixtures';

const refusal = (buffer: Buffer) =>
  parseMemberUpload(buffer).then(
    () => {
      throw new Error('the upload was accepted');
    },
    (error: unknown) => error as AppError,
  );

describe('parseMemberUpload', () => {
  it('parses a CSV with a BOM, CRLF, quoted commas and blank lines', async () => {
    const csv =
      '\uFEFFName,Phone Number,Amount\r\n"Kamau, Wanjiru",0712345678,"1,000"\r\n\r\nOtieno,0712345678,50\r\nX,nope,10\r\n';
    expect(await parseMemberUpload(Buffer.from(csv, 'utf8'))).toEqual({
      format: 'csv',
      rows: 3,
      valid: [{ line: 2, name: 'Kamau, Wanjiru', phoneNumber: '254712345678', amount: 100_000n }],
      rejected: [
        {
          line: 5,
          reason:
            'The name must be at least 2 characters. Enter a phone number such as 0712 345 678.',
          phoneNumber: 'nope',
        },
      ],
      duplicates: [
        {
          line: 4,
          reason: 'This phone number is already on line 2 of the file.',
          phoneNumber: '254712345678',
        },
      ],
    });
  });

  it('parses a semicolon CSV', async () => {
    const result = await parseMemberUpload(
      Buffer.from('name;phone;amount\nWanjiru;0712345678;KES 1,000\n', 'utf8'),
    );
    expect(result.valid).toEqual([
      { line: 2, name: 'Wanjiru', phoneNumber: '254712345678', amount: 100_000n },
    ]);
  });

  it('parses an XLSX whose phones Excel stored as numbers', async () => {
    const file = await xlsxBuffer([
      ['name', 'phone', 'amount'],
      ['Wanjiru Kamau', 712345678, 100],
      ['Otieno Ochieng', 254722345678, 99.5],
    ]);
    const result = await parseMemberUpload(file);
    expect(result.format).toBe('xlsx');
    expect(result.valid).toEqual([
      { line: 2, name: 'Wanjiru Kamau', phoneNumber: '254712345678', amount: 10_000n },
    ]);
    expect(result.rejected).toEqual([
      { line: 3, reason: 'M-Pesa takes whole shillings only.', phoneNumber: '254722345678' },
    ]);
  });

  it('refuses a file whose columns are wrong, or that has only a header', async () => {
    expect((await refusal(Buffer.from('a,b,c\n1,2,3\n'))).code).toBe('WRONG_COLUMNS');
    expect((await refusal(await xlsxBuffer([['name', 'phone', 'amount']]))).code).toBe(
      'EMPTY_FILE',
    );
    expect((await refusal(await xlsxBuffer([]))).code).toBe('EMPTY_FILE');
  });

  it(`takes ${AIRTIME_IMPORT_MAX_ROWS} CSV rows and refuses one more`, async () => {
    const result = await parseMemberUpload(buildBenchCsv());
    expect(result.rows).toBe(AIRTIME_IMPORT_MAX_ROWS);
    expect(result.valid).toHaveLength(AIRTIME_IMPORT_MAX_ROWS);
    expect(result.rejected.length + result.duplicates.length).toBe(0);
    expect(result.valid.at(-1)?.line).toBe(AIRTIME_IMPORT_MAX_ROWS + 1);

    const error = await refusal(buildBenchCsv(AIRTIME_IMPORT_MAX_ROWS + 1));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('TOO_MANY_ROWS');
    expect(error.message).toContain('10,001 rows');
    expect(error.message).toContain('at most 10,000');
  });

  it(`takes ${AIRTIME_IMPORT_MAX_ROWS} XLSX rows and refuses one more`, async () => {
    const result = await parseMemberUpload(await buildBenchXlsx());
    expect(result.format).toBe('xlsx');
    expect(result.valid).toHaveLength(AIRTIME_IMPORT_MAX_ROWS);
    expect((await refusal(await buildBenchXlsx(AIRTIME_IMPORT_MAX_ROWS + 1))).code).toBe(
      'TOO_MANY_ROWS',
    );
  });
});
