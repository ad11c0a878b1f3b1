import { describe, expect, it } from 'vitest';
import { readCsvRows } from './read-csv-rows';

describe('readCsvRows', () => {
  it('reads the header and the rows with their file line numbers', () => {
    expect(readCsvRows('name,phone,amount\nA B,0712345678,100\nC D,0722345678,200')).toEqual({
      header: ['name', 'phone', 'amount'],
      rows: [
        { line: 2, cells: ['A B', '0712345678', '100'] },
        { line: 3, cells: ['C D', '0722345678', '200'] },
      ],
    });
  });

  it('detects semicolons, as Excel writes in comma-decimal locales', () => {
    const sheet = readCsvRows('name;phone;amount\r\nKamau, Wanjiru;0712345678;1,000\r\n');
    expect(sheet.header).toEqual(['name', 'phone', 'amount']);
    expect(sheet.rows).toEqual([{ line: 2, cells: ['Kamau, Wanjiru', '0712345678', '1,000'] }]);
  });

  it('detects tabs', () => {
    expect(readCsvRows('name\tphone\tamount\nA B\t0712345678\t100\n').rows[0]?.cells).toEqual([
      'A B',
      '0712345678',
      '100',
    ]);
  });

  it('keeps commas inside quoted fields and handles CRLF', () => {
    const sheet = readCsvRows('name,phone,amount\r\n"Kamau, Wanjiru",0712345678,"1,000"\r\n');
    expect(sheet.rows).toEqual([{ line: 2, cells: ['Kamau, Wanjiru', '0712345678', '1,000'] }]);
  });

  it('skips blank lines but keeps later line numbers right', () => {
    const text = '\nname,phone,amount\n\nA B,0712345678,100\n  \n,,\nC D,0722345678,200\n\n';
    const sheet = readCsvRows(text);
    expect(sheet.header).toEqual(['name', 'phone', 'amount']);
    expect(sheet.rows.map((row) => row.line)).toEqual([4, 7]);
  });

  it('counts the lines of a quoted cell that spans lines (CRLF file)', () => {
    const text =
      'name,phone,amount\r\n"Wanjiru\r\nKamau",0712345678,100\r\n\r\nC D,0722345678,200\r\n';
    expect(readCsvRows(text).rows.map((row) => row.line)).toEqual([2, 5]);
  });

  it('returns no header for text with no cells', () => {
    expect(readCsvRows('\n\n')).toEqual({ header: [], rows: [] });
  });
});
